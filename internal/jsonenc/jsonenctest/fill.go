// Package jsonenctest makes random values of any output type, to hold
// jsonenc to encoding/json's bytes.
package jsonenctest

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/jsonenc"
)

// Strings are the texts a filled string takes: plain, empty, and every
// kind encoding/json escapes (quotes, backslashes, control characters,
// HTML's characters, which the API does not escape, U+2028 and U+2029,
// invalid UTF-8).
var Strings = []string{
	"", "Bellagio", `say "hi"`, `C:\path`, "line\nbreak\ttab\r\b\f", "\x00\x01\x1f\x7f",
	"<b>&amp;</b>", "\u2028\u2029", "bad \xff\xfe utf-8", "héllo 日本 🎰", "x\xe2\x80",
}

// Floats are the numbers a filled float takes, with those encoding/json
// writes in exponent form.
var Floats = []float64{0, 1, -1.5, 0.1, 123456.789, 1e-7, 2.5e-9, 1e21, 1.2345e22, -3e-7, 0.000001, 99.99}

// Numbers are the texts a filled json.Number takes: numbers, the empty
// text (written 0) and texts that are not numbers (refused).
var Numbers = []string{"", "0", "-0", "12.5", "-3e5", "1E+2", "0.000", "01", "1.", ".5", "-", "1e", "Bellagio", "2e-7"}

// Filler makes random values.
type Filler struct {
	Rand *rand.Rand
}

// New is a Filler of a fixed seed, so a failure repeats.
func New(seed uint64) *Filler {
	return &Filler{Rand: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Value is a random value of t.
func (f *Filler) Value(t reflect.Type) reflect.Value {
	v := reflect.New(t).Elem()
	f.fill(v, 0)
	return v
}

func (f *Filler) fill(v reflect.Value, depth int) {
	r := f.Rand
	switch v.Type() {
	case reflect.TypeFor[domain.Date]():
		v.Set(reflect.ValueOf(domain.NewDate(1990+r.IntN(60), time.Month(1+r.IntN(12)), 1+r.IntN(28))))
		return
	case reflect.TypeFor[domain.Timestamp]():
		v.Set(reflect.ValueOf(domain.NewTimestamp(time.Unix(r.Int64N(3e9), r.Int64N(1e9)))))
		return
	case reflect.TypeFor[time.Time]():
		zones := []*time.Location{time.UTC, time.FixedZone("", -5*3600), time.FixedZone("", 5*3600+1800)}
		v.Set(reflect.ValueOf(time.Unix(r.Int64N(3e9), r.Int64N(1e9)).In(zones[r.IntN(len(zones))])))
		return
	case reflect.TypeFor[json.Number]():
		v.SetString(Numbers[r.IntN(len(Numbers))])
		return
	case reflect.TypeFor[uuid.UUID]():
		v.Set(reflect.ValueOf(uuid.New()))
		return
	}
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(r.IntN(2) == 1)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n := r.Int64N(1 << 20)
		if r.IntN(4) == 0 {
			n = 0
		}
		if r.IntN(3) == 0 {
			n = -n
		}
		if v.OverflowInt(n) {
			n = int64(int8(n))
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n := r.Uint64N(1 << 20)
		if v.OverflowUint(n) {
			n = uint64(uint8(n))
		}
		v.SetUint(n)
	case reflect.Float32, reflect.Float64:
		x := Floats[r.IntN(len(Floats))]
		if r.IntN(3) == 0 {
			x = r.NormFloat64() * 1000
		}
		v.SetFloat(x)
	case reflect.String:
		v.SetString(Strings[r.IntN(len(Strings))])
	case reflect.Pointer:
		if depth > 4 || r.IntN(4) == 0 {
			return
		}
		p := reflect.New(v.Type().Elem())
		f.fill(p.Elem(), depth+1)
		v.Set(p)
	case reflect.Slice:
		if depth > 4 || r.IntN(5) == 0 {
			return
		}
		n := r.IntN(4)
		s := reflect.MakeSlice(v.Type(), n, n)
		for i := range n {
			f.fill(s.Index(i), depth+1)
		}
		v.Set(s)
	case reflect.Array:
		for i := range v.Len() {
			f.fill(v.Index(i), depth+1)
		}
	case reflect.Map:
		if depth > 4 || r.IntN(5) == 0 || v.Type().Key().Kind() != reflect.String {
			return
		}
		m := reflect.MakeMap(v.Type())
		for range r.IntN(4) {
			k := reflect.New(v.Type().Key()).Elem()
			f.fill(k, depth+1)
			e := reflect.New(v.Type().Elem()).Elem()
			f.fill(e, depth+1)
			m.SetMapIndex(k, e)
		}
		v.Set(m)
	case reflect.Interface:
		if r.IntN(2) == 0 && v.NumMethod() == 0 {
			v.Set(reflect.ValueOf(Strings[r.IntN(len(Strings))]))
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				f.fill(v.Field(i), depth+1)
			}
		}
	}
}

// SameAsEncodingJSON fails t unless the plan of typ writes encoding/json's
// bytes (or fails where it fails) for n random values of typ, each given
// as a value and as a pointer (which makes it addressable, and methods on
// the pointer apply).
func SameAsEncodingJSON(t testing.TB, typ reflect.Type, seed uint64, n int) {
	t.Helper()
	enc := jsonenc.For(typ)
	fill := New(seed)
	for range n {
		v := fill.Value(typ)
		p := reflect.New(typ)
		p.Elem().Set(v)
		for _, x := range []any{v.Interface(), p.Interface()} {
			want, got, wantErr, gotErr := both(enc, x)
			if (wantErr != nil) != (gotErr != nil) {
				t.Fatalf("errors differ: encoding/json %v, plan %v", wantErr, gotErr)
			}
			if wantErr == nil && !bytes.Equal(want, got) {
				t.Fatalf("bytes differ:\nencoding/json %s\nplan          %s", want, got)
			}
		}
	}
}

// both are the bytes encoding/json and the plan write for x.
func both(e *jsonenc.Encoder, x any) (want, got []byte, wantErr, gotErr error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	wantErr = enc.Encode(x)
	want = bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	got, gotErr = e.Append(nil, x)
	return want, got, wantErr, gotErr
}
