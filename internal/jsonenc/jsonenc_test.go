package jsonenc_test

import (
	"bytes"
	"encoding/json"
	"math"
	"reflect"
	"strconv"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/jsonenc"
	"github.com/tierline/tierline/internal/jsonenc/jsonenctest"
)

// Types that exercise encoding/json's rules: tags, omitempty, embedding
// (promotion, hiding by depth, ties broken by a tag or hiding both, nil
// embedded pointers), methods on the value and on the pointer, and the
// kinds the plan hands back to encoding/json.
type (
	Base struct {
		ID      uuid.UUID `json:"id"`
		Created domain.Timestamp
		Name    string `json:"name"`
	}
	Named struct {
		Name string `json:"name"`
		Tag  string
	}
	Other struct {
		Tag  string
		Deep int `json:"deep,omitempty"`
	}
	textPtr  struct{ X int }
	jsonVal  int
	Embedded struct {
		Base
		*Named
		Other
		Name    string `json:"name"` // hides Base's and Named's
		Amount  domain.Money
		Maybe   *domain.Money  `json:"maybe"`
		Dates   []domain.Date  `json:"dates,omitempty"`
		When    *time.Time     `json:"when"`
		Plain   time.Time      `json:"plain"`
		Score   float64        `json:"score"`
		Small   float32        `json:"small"`
		Count   uint16         `json:"count,omitempty"`
		Flag    bool           `json:"flag,omitempty"`
		Map     map[string]int `json:"map"`
		Any     any            `json:"any"`
		Raw     []byte         `json:"raw"`
		Arr     [2]string      `json:"arr"`
		Ptr     textPtr        `json:"ptr"`
		Val     jsonVal        `json:"val"`
		Strings []string       `json:"strings"`
		Num     json.Number    `json:"num"`
		Skip    string         `json:"-"`
		Dash    string         `json:"-,"`
		Bad     string         `json:"a\"b"`
		Nested  *Embedded      `json:"nested"`
		private int
	}
	Quoted struct {
		N int `json:"n,string"`
	}
)

func (p *textPtr) MarshalText() ([]byte, error) { return []byte("t" + strconv.Itoa(p.X)), nil }
func (v jsonVal) MarshalJSON() ([]byte, error) {
	return []byte(` { "v" : ` + strconv.Itoa(int(v)) + ` } `), nil
}

func TestSameBytesAsEncodingJSON(t *testing.T) {
	types := []any{Embedded{}, Quoted{}, Base{}, []Embedded{}, map[string]Base{}, "", 0.0, domain.Date{}}
	for _, x := range types {
		typ := reflect.TypeOf(x)
		t.Run(typ.String(), func(t *testing.T) {
			jsonenctest.SameAsEncodingJSON(t, typ, 1, 300)
		})
	}
}

func TestUnsupportedValuesAreErrors(t *testing.T) {
	type out struct {
		F float64 `json:"f"`
	}
	enc := jsonenc.For(reflect.TypeFor[out]())
	for _, f := range []float64{math.Inf(1), math.Inf(-1), math.NaN()} {
		if _, err := enc.Append(nil, out{F: f}); err == nil {
			t.Errorf("%v encoded without an error", f)
		}
	}
	if _, err := json.Marshal(out{F: math.NaN()}); err == nil {
		t.Fatal("encoding/json changed: NaN encodes")
	}
}

func TestAppendString(t *testing.T) {
	for _, s := range jsonenctest.Strings {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(s); err != nil {
			t.Fatal(err)
		}
		if want, got := bytes.TrimSuffix(buf.Bytes(), []byte("\n")), jsonenc.AppendString(nil, s); !bytes.Equal(want, got) {
			t.Errorf("%q: plan %s, encoding/json %s", s, got, want)
		}
	}
}

// The plan's point: an output of ids, dates, amounts and instants is
// written with no allocation but its buffer's.
func TestNoAllocationsForTheUsualFields(t *testing.T) {
	type trip struct {
		ID    uuid.UUID        `json:"id"`
		Name  string           `json:"casino_name"`
		Start *domain.Date     `json:"start_date"`
		Coin  *domain.Money    `json:"coin_in"`
		At    domain.Timestamp `json:"created_at"`
	}
	type out struct {
		Trips []trip `json:"trips"`
		Count int    `json:"count"`
	}
	d, m := domain.NewDate(2026, 5, 14), domain.Money(12345)
	o := &out{Trips: []trip{{ID: uuid.New(), Name: "Bellagio", Start: &d, Coin: &m, At: domain.NewTimestamp(time.Now())}}, Count: 1}
	enc := jsonenc.For(reflect.TypeFor[out]())
	buf := make([]byte, 0, 1024)
	if n := testing.AllocsPerRun(100, func() {
		if _, err := enc.Append(buf[:0], o); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("%v allocations per answer, want 0", n)
	}
}
