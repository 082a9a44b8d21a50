package registry_test

import (
	"testing"

	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/registry/registrytest"
)

// BenchmarkDecode is the pipeline benchmark's decode: its body into
// registrytest.TripInput, checked.
func BenchmarkDecode(b *testing.B) {
	reg := registry.New()
	registrytest.AddTrip(reg)
	act, ok := reg.Lookup("player", "bench_add_trip")
	if !ok {
		b.Fatal("no bench_add_trip")
	}
	fields, err := registry.ParseObject([]byte(registrytest.TripBody))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := act.Decode(fields); err != nil {
			b.Fatal(err)
		}
	}
}
