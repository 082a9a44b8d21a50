package registry

import (
	"reflect"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/jsonenc"
)

// listedTrip is a trip as list_trips answers it.
type listedTrip struct {
	ID         uuid.UUID        `json:"id"`
	CasinoName string           `json:"casino_name"`
	Property   *string          `json:"property"`
	StartDate  *domain.Date     `json:"start_date"`
	EndDate    *domain.Date     `json:"end_date"`
	CoinIn     *domain.Money    `json:"coin_in"`
	CreatedAt  domain.Timestamp `json:"created_at"`
	Notes      *string          `json:"notes"`
}

// BenchmarkEncodeList is the answer of a list of 30 trips put in its
// envelope: ids, dates, amounts and instants, each with its own JSON
// form, as every list answer is made; by the output type's plan, as
// actions answer, and by encoding/json, as before the plan.
func BenchmarkEncodeList(b *testing.B) {
	var out struct {
		Trips []listedTrip `json:"trips"`
		Count int          `json:"count"`
	}
	for i := range 30 {
		d := domain.NewDate(2026, 1, 1+i)
		e := d.AddDays(2)
		m := domain.Money(150000)
		out.Trips = append(out.Trips, listedTrip{ID: uuid.New(), CasinoName: "Bellagio", StartDate: &d, EndDate: &e, CoinIn: &m, CreatedAt: domain.NewTimestamp(time.Now())})
	}
	out.Count = 30
	plan := jsonenc.For(reflect.TypeOf(out))
	for _, c := range []struct {
		name string
		plan *jsonenc.Encoder
	}{{"plan", plan}, {"encoding_json", nil}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := envelopeWith(c.plan, &out); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
