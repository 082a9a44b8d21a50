package directory

import "math"

// EarthRadiusKm is the Earth's mean radius (IUGG R1), the sphere the
// directory's distances are measured on; the error against the ellipsoid
// is under 0.5%.
const EarthRadiusKm = 6371.0088

// NearRadiusKm is the radius of a search by place that states none: the
// API's default, and how far /ask takes a town's casinos to reach.
const NearRadiusKm = 50

// DistanceKm is the great-circle distance between two points (decimal
// degrees), by the haversine formula (well-conditioned for the short
// distances searched).
func DistanceKm(lat1, lon1, lat2, lon2 float64) float64 {
	φ1, φ2 := lat1*math.Pi/180, lat2*math.Pi/180
	dφ, dλ := φ2-φ1, (lon2-lon1)*math.Pi/180
	h := math.Pow(math.Sin(dφ/2), 2) + math.Cos(φ1)*math.Cos(φ2)*math.Pow(math.Sin(dλ/2), 2)
	return 2 * EarthRadiusKm * math.Asin(math.Sqrt(math.Min(1, h)))
}
