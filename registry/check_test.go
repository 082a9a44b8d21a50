package registry_test

import (
	"errors"
	"fmt"
	"hash/fnv"
	"maps"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/go-playground/validator/v10"

	_ "github.com/tierline/tierline/actions/all" // fills registry.Default
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/jsonenc/jsonenctest"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/registry/registrytest"
)

// samplesPerType is how many inputs each type is tried with: half as
// drawn, half drawn again field by field until the validator takes them
// (so the valid inputs near every bound are tried too).
const samplesPerType = 300

// maxNotCompiled is how many registered input types may be left to the
// validator: each costs the validator on every request.
const maxNotCompiled = 0

// Decode skips the validator when the compiled checks prove an input
// valid, so they must never pass an input the validator refuses; and
// they must pass what it takes, or the validator runs for nothing. For
// inputs of every registered action, with values at and around every
// bound of their tags, the checks and the validator agree.
func TestCompiledChecksAgreeWithTheValidatorOnEveryAction(t *testing.T) {
	var notCompiled []string
	var valid, proved, all int
	for _, a := range registry.Default.List() {
		where := a.Namespace + "/" + a.Name
		checks := a.Checks()
		if why := checks.NotCompiled(); why != "" {
			notCompiled = append(notCompiled, fmt.Sprintf("%s (%s): %s", where, a.Input, why))
		}
		t.Run(where, func(t *testing.T) {
			s := sameAsValidator(t, a.Input, checks, a.ValidateTags, seedOf(where))
			t.Logf("%d inputs, %d valid, %d proved valid", s.all, s.valid, s.proved)
			if s.valid == 0 || s.valid == s.all && hasTags(a.Input) {
				t.Errorf("%d of %d inputs valid: the checks were not tried on both", s.valid, s.all)
			}
			valid += s.valid
			proved += s.proved
			all += s.all
		})
	}
	t.Logf("%d inputs, %d valid, %d of them proved valid without the validator", all, valid, proved)
	t.Logf("%d input types left to the validator: %q", len(notCompiled), notCompiled)
	if len(notCompiled) > maxNotCompiled {
		t.Errorf("%d input types are not compiled, at most %d may be", len(notCompiled), maxNotCompiled)
	}
}

// The checks on types of fields and tags no action uses yet, and on the
// corners of the validator's walk (pointers to pointers, embedded and
// nested structs, skipped and unexported fields).
func TestCompiledChecksAgreeWithTheValidatorOnEveryKind(t *testing.T) {
	v := registry.Validator()
	for _, typ := range []reflect.Type{
		reflect.TypeFor[kinds](),
		reflect.TypeFor[requiredKinds](),
		reflect.TypeFor[withoutOmitEmpty](),
		reflect.TypeFor[noTags](),
	} {
		t.Run(typ.Name(), func(t *testing.T) {
			checks := registry.CompileChecks(typ)
			if why := checks.NotCompiled(); why != "" {
				t.Fatalf("not compiled: %s", why)
			}
			s := sameAsValidator(t, typ, checks, v.Struct, seedOf(typ.Name()))
			t.Logf("%d inputs, %d valid, %d proved valid", s.all, s.valid, s.proved)
		})
	}
}

// What the checks do not know stays with the validator, for the whole
// type.
func TestChecksLeaveToTheValidatorWhatTheyDoNotKnow(t *testing.T) {
	for _, c := range []struct {
		typ  reflect.Type
		want string // in the reason
	}{
		{reflect.TypeFor[struct {
			A []string `validate:"dive,max=3"`
		}](), "tag not compiled"},
		{reflect.TypeFor[struct {
			A string `validate:"uuid|handle"`
		}](), "or-tags"},
		{reflect.TypeFor[struct {
			A string `validate:"omitempty,email"`
		}](), "tag not compiled"},
		{reflect.TypeFor[struct {
			A string `validate:"max=3,omitempty"`
		}](), "tag not compiled"},
		{reflect.TypeFor[struct {
			A string `validate:"max=x"`
		}](), "bad bound"},
		{reflect.TypeFor[struct {
			A string `validate:"max"`
		}](), "no bound"},
		{reflect.TypeFor[struct {
			A string `validate:"oneof='a b' c"`
		}](), "plain words"},
		{reflect.TypeFor[struct {
			A string `validate:"gametype=x"`
		}](), "without a parameter"},
		{reflect.TypeFor[struct {
			A int `validate:"uuid"`
		}](), "on a string"},
		{reflect.TypeFor[struct {
			A float32 `validate:"gt=0"`
		}](), "tags on a float32"},
		{reflect.TypeFor[struct {
			A uint `validate:"lte=3"`
		}](), "tags on a uint"},
		{reflect.TypeFor[struct {
			A time.Duration `validate:"lte=3s"`
		}](), "tags on a time.Duration"},
		{reflect.TypeFor[struct {
			A map[string]int `validate:"max=3"`
		}](), "tags on a map"},
		{reflect.TypeFor[struct {
			A *domain.Timestamp `validate:"omitempty,gt"`
		}](), "only required and omitempty"},
		{reflect.TypeFor[struct {
			A bool `validate:"gte=1"`
		}](), "a bound on a bool"},
		{reflect.TypeFor[struct{ A any }](), "an interface"},
		{reflect.TypeFor[struct{ A valued }](), "Valuer"},
		{reflect.TypeFor[struct{ A *Page }](), "behind a pointer"},
		{reflect.TypeFor[struct {
			A Page `validate:"required"`
		}](), "on a struct and inside it"},
		{reflect.TypeFor[struct{ list }](), "holds itself"},
		{reflect.TypeFor[struct{ hidden }](), "unexported embedded"},
		{reflect.TypeFor[time.Time](), "not a struct the validator walks"},
	} {
		t.Run(c.typ.String(), func(t *testing.T) {
			why := registry.CompileChecks(c.typ).NotCompiled()
			if !strings.Contains(why, c.want) {
				t.Errorf("not compiled for %q, want a reason with %q", why, c.want)
			}
		})
	}
}

// kinds holds every kind of field and tag the checks compile, optional.
type kinds struct {
	Str       string         `validate:"omitempty,max=3"`
	StrPtr    *string        `validate:"omitempty,min=2,max=4"`
	StrPtrPtr **string       `validate:"omitempty,len=2"`
	Octal     string         `validate:"omitempty,lte=010"` // 8: the bounds are read in base 0
	Runes     *string        `validate:"omitempty,gt=1,lt=3"`
	UUID      *string        `validate:"omitempty,uuid"`
	Handle    *string        `validate:"omitempty,handle"`
	OneOf     string         `validate:"omitempty,oneof=slots keno"`
	Words     *string        `validate:"omitempty,gametype"`
	Int       int            `validate:"omitempty,gte=-1,lt=5"`
	Int8      *int8          `validate:"omitempty,gt=0,lte=0x10"`
	Int64     int64          `validate:"omitempty,len=7"`
	Float     float64        `validate:"omitempty,gt=0,lt=1"`
	FloatPtr  *float64       `validate:"omitempty,gte=0.5,lte=1000000000000"`
	FloatLen  float64        `validate:"omitempty,len=2.5"`
	Money     domain.Money   `validate:"omitempty,gte=0,lte=10"`
	MoneyPtr  *domain.Money  `validate:"omitempty,gt=0.5,lt=1000000000"`
	MoneyPP   **domain.Money `validate:"omitempty,gte=-5"`
	Slice     []string       `validate:"omitempty,max=2"`
	SlicePtr  *[]string      `validate:"omitempty,min=1,max=3"`
	Bool      bool           `validate:"omitempty"`
	Date      domain.Date    `validate:"omitempty"`
	Time      *time.Time     `validate:"omitempty"`
	Skipped   string         `validate:"-"`
	Walked    Page           // walked into: its rules apply
	Page                     // embedded: walked into too
	Items     []Page         // not walked into without dive
	NoTag     map[string]int
	Stamp     *domain.Timestamp // walked into, nothing to check
	unchecked string            `validate:"required"` // the validator skips unexported fields
}

// requiredKinds holds every kind the checks compile, required.
type requiredKinds struct {
	Str      string            `validate:"required,max=3"`
	StrPtr   *string           `validate:"required,max=3"`
	Int      int               `validate:"required,lte=3"`
	IntPtr   *int              `validate:"required,gte=0,lte=3"`
	Float    float64           `validate:"required"`
	FloatPtr *float64          `validate:"required,gt=0"`
	Money    domain.Money      `validate:"required,lte=1"`
	MoneyPtr *domain.Money     `validate:"required,lte=1"`
	Slice    []string          `validate:"required"`
	SlicePtr *[]string         `validate:"required,max=1"`
	Bool     bool              `validate:"required"`
	BoolPtr  *bool             `validate:"required"`
	Date     domain.Date       `validate:"required"`
	DatePtr  *domain.Date      `validate:"required"`
	Time     time.Time         `validate:"required"`
	Stamp    *domain.Timestamp `validate:"required"`
	Words    string            `validate:"required,budgetperiod"`
	Handle   string            `validate:"required,handle"`
	UUID     string            `validate:"required,uuid"`
	Nested   noTags            `validate:"required"`
}

// withoutOmitEmpty holds tags without omitempty: a nil pointer fails
// whatever the first tag.
type withoutOmitEmpty struct {
	Str    *string       `validate:"max=3"`
	Int    *int          `validate:"gte=0"`
	Money  *domain.Money `validate:"lte=5"`
	Words  *string       `validate:"consent"`
	Slice  []string      `validate:"max=1"`
	Length string        `validate:"len=0"`
}

// noTags has no tags, and nothing the validator walks into has any.
type noTags struct {
	Name  string
	Count *int
	Date  *domain.Date
	Inner struct{ A, B string }
}

// Page is embedded as the paging fields of list actions are.
type Page struct {
	Limit  *int `validate:"omitempty,gte=1,lte=200"`
	Offset int  `validate:"gte=0"`
}

type list struct {
	Next *list
	N    int `validate:"gte=0"`
}

type hidden struct {
	N int `validate:"gte=0"`
}

type valued struct{ N int }

func (v valued) ValidatorValue() any { return v.N }

// sample is what sameAsValidator saw.
type sample struct{ all, valid, proved int }

// sameAsValidator tries samplesPerType inputs of type typ: the checks
// may prove one valid only when validate takes it and, when they were
// compiled, must prove every one it takes.
func sameAsValidator(t *testing.T, typ reflect.Type, checks registry.Checks, validate func(any) error, seed uint64) sample {
	t.Helper()
	f := newFiller(seed)
	leaves := f.leaves(typ, nil, "")
	var s sample
	for i := range samplesPerType {
		in := reflect.New(typ)
		for _, l := range leaves {
			f.pick(in.Elem(), l)
		}
		err := validate(in.Interface())
		for round := 0; i%2 == 1 && err != nil && round < 20; round++ {
			// Draw again each field the validator refused.
			var verrs validator.ValidationErrors
			if !errors.As(err, &verrs) {
				break
			}
			for _, fe := range verrs {
				name := strings.TrimPrefix(fe.StructNamespace(), typ.Name()+".")
				for _, l := range leaves {
					if l.name == name {
						f.pick(in.Elem(), l)
					}
				}
			}
			err = validate(in.Interface())
		}
		proved := checks.ProveValid(in.Interface())
		s.all++
		if err == nil {
			s.valid++
		}
		if proved {
			s.proved++
		}
		switch {
		case proved && err != nil:
			t.Errorf("the checks pass an input the validator refuses (%v): %s", err, dump(in.Elem()))
		case !proved && err == nil && checks.NotCompiled() == "":
			t.Errorf("the checks refuse an input the validator takes: %s", dump(in.Elem()))
		}
	}
	return s
}

// seedOf is a fixed seed for a name, so a failure repeats.
func seedOf(name string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return h.Sum64()
}

// dump shows an input's fields, pointers followed.
func dump(v reflect.Value) string {
	var b strings.Builder
	var walk func(v reflect.Value, path string)
	walk = func(v reflect.Value, path string) {
		for i := range v.NumField() {
			sf := v.Type().Field(i)
			if !sf.IsExported() {
				continue
			}
			fv := v.Field(i)
			for fv.Kind() == reflect.Pointer && !fv.IsNil() {
				fv = fv.Elem()
			}
			if fv.Kind() == reflect.Struct && sf.Tag.Get("validate") == "" && !isLeafStruct(fv.Type()) {
				walk(fv, path+sf.Name+".")
				continue
			}
			fmt.Fprintf(&b, "%s%s=%#v ", path, sf.Name, fv)
		}
	}
	walk(v, "")
	return b.String()
}

// filler draws the fields of inputs from candidates at and around the
// bounds of their tags.
type filler struct {
	r     *rand.Rand
	other *jsonenctest.Filler // the fields of types without bounds
}

func newFiller(seed uint64) *filler {
	return &filler{r: rand.New(rand.NewPCG(seed, seed^0x2545f4914f6cdd1d)), other: jsonenctest.New(seed)}
}

// leaf is a field the filler sets: its Go path below the input (as the
// validator's StructNamespace names it), its index and its candidates.
type leaf struct {
	name  string
	index []int
	cands []reflect.Value
}

// leaves lists the settable fields of struct type t, walking into the
// structs without tags the validator walks into.
func (f *filler) leaves(t reflect.Type, index []int, path string) []leaf {
	var out []leaf
	for i := range t.NumField() {
		sf := t.Field(i)
		if !sf.IsExported() {
			continue // cannot be set; the validator walks an embedded one with no rules inside here
		}
		at := append(index[:len(index):len(index)], i)
		tag := sf.Tag.Get("validate")
		if sf.Type.Kind() == reflect.Struct && tag == "" && !isLeafStruct(sf.Type) {
			out = append(out, f.leaves(sf.Type, at, path+sf.Name+".")...)
			continue
		}
		out = append(out, leaf{name: path + sf.Name, index: at, cands: f.candidates(sf.Type, tag)})
	}
	return out
}

// pick sets the leaf's field of struct v to one of its candidates.
func (f *filler) pick(v reflect.Value, l leaf) {
	v.FieldByIndex(l.index).Set(l.cands[f.r.IntN(len(l.cands))])
}

var (
	moneyType     = reflect.TypeFor[domain.Money]()
	dateType      = reflect.TypeFor[domain.Date]()
	timestampType = reflect.TypeFor[domain.Timestamp]()
	timeType      = reflect.TypeFor[time.Time]()
)

// isLeafStruct reports whether t is a struct the filler sets whole.
func isLeafStruct(t reflect.Type) bool {
	return t == dateType || t == timestampType || t == timeType
}

// candidates are values of type t for a field with validate tag tag: nil
// and the values of the element for a pointer; for a string, lengths in
// runes around each bound, in runes of one to four bytes and invalid
// UTF-8, words in and out of the vocabularies in any case, uuids and
// handles right and wrong; for a number, each bound and its neighbours.
func (f *filler) candidates(t reflect.Type, tag string) []reflect.Value {
	if t.Kind() == reflect.Pointer {
		out := []reflect.Value{reflect.Zero(t)}
		for _, c := range f.candidates(t.Elem(), tag) {
			p := reflect.New(t.Elem())
			p.Elem().Set(c)
			out = append(out, p)
		}
		return out
	}
	ints, floats := bounds(tag)
	var vals []any
	switch {
	case t == moneyType:
		for _, c := range []int64{0, 1, -1, 50, 100, -100, math.MaxInt64, math.MinInt64} {
			vals = append(vals, domain.Money(c))
		}
		for _, x := range floats {
			c := int64(math.Round(x * 100))
			for _, d := range []int64{-100, -1, 0, 1, 100} {
				vals = append(vals, domain.Money(c+d), domain.Money(-c+d))
			}
		}
	case t == dateType:
		vals = append(vals, domain.Date{}, domain.NewDate(2026, 3, 1))
	case t == timestampType:
		vals = append(vals, domain.Timestamp{}, domain.NewTimestamp(time.Date(2026, 3, 1, 7, 30, 0, 0, time.UTC)))
	case t == timeType:
		vals = append(vals, time.Time{}, time.Date(2026, 3, 1, 7, 30, 0, 0, time.UTC))
	case t.Kind() == reflect.String:
		vals = append(vals, stringCandidates(f.r, ints, words(tag))...)
	case t.Kind() >= reflect.Int && t.Kind() <= reflect.Int64:
		for _, n := range []int64{0, 1, -1, 7, 1990, 2026, math.MaxInt64, math.MinInt64} {
			vals = append(vals, n)
		}
		for _, n := range ints {
			vals = append(vals, n-1, n, n+1, -n)
		}
	case t.Kind() == reflect.Float64:
		for _, x := range []float64{0, math.Copysign(0, -1), 0.5, 1, -1, 1e-300, math.NaN(), math.Inf(1), math.Inf(-1)} {
			vals = append(vals, x)
		}
		for _, x := range floats {
			vals = append(vals, x-1, x-0.5, math.Nextafter(x, math.Inf(-1)), x, math.Nextafter(x, math.Inf(1)), x+0.5, x+1, x/2, -x)
		}
	case t.Kind() == reflect.Bool:
		vals = append(vals, false, true)
	case t.Kind() == reflect.Slice:
		out := []reflect.Value{reflect.Zero(t), reflect.MakeSlice(t, 0, 0)}
		for _, n := range append([]int64{1, 2}, ints...) {
			for _, m := range []int64{n - 1, n, n + 1} {
				if m >= 0 && m <= 5000 {
					s := reflect.MakeSlice(t, int(m), int(m))
					for i := range s.Len() {
						s.Index(i).Set(f.other.Value(t.Elem()))
					}
					out = append(out, s)
				}
			}
		}
		return out
	default:
		return []reflect.Value{reflect.Zero(t), f.other.Value(t)}
	}
	out := make([]reflect.Value, len(vals))
	for i, v := range vals {
		out[i] = reflect.ValueOf(v).Convert(t)
	}
	return out
}

// bounds are the numeric parameters of a tag, as integers (base 0, as
// the validator reads a size) and as floats.
func bounds(tag string) (ints []int64, floats []float64) {
	for _, tok := range strings.Split(tag, ",") {
		_, p, ok := strings.Cut(tok, "=")
		if !ok {
			continue
		}
		if n, err := strconv.ParseInt(p, 0, 64); err == nil {
			ints = append(ints, n)
		}
		if x, err := strconv.ParseFloat(p, 64); err == nil {
			floats = append(floats, x)
		}
	}
	return ints, floats
}

// words are the words a tag names (its vocabularies and oneof), then a
// word of every vocabulary.
func words(tag string) []string {
	var out []string
	vocab := registry.Vocabularies()
	for _, tok := range strings.Split(tag, ",") {
		if ws, ok := vocab[tok]; ok {
			out = append(out, ws...)
		}
		if p, ok := strings.CutPrefix(tok, "oneof="); ok {
			out = append(out, strings.Fields(p)...)
		}
	}
	for _, tag := range slices.Sorted(maps.Keys(vocab)) { // in a fixed order, so a failure repeats
		out = append(out, vocab[tag][0])
	}
	return out
}

// stringCandidates are strings for a field with size bounds ints and
// words: the words as they are and changed (case, spaces), and each
// bound's neighbours in length.
func stringCandidates(r *rand.Rand, ints []int64, words []string) []any {
	out := []any{"", "a", " ", "Bellagio", "héllo 日本 🎰", "\x00", "\xff\xfe", "a\u0301"}
	for _, w := range words {
		out = append(out, w, w, strings.ToUpper(w), strings.ToUpper(w[:1])+w[1:], w+" ", " "+w)
	}
	id := fmt.Sprintf("%08x-%04x-%04x-%04x-%012x", r.Uint32(), r.Uint32()&0xffff, r.Uint32()&0xffff, r.Uint32()&0xffff, r.Uint64()&0xffffffffffff)
	out = append(out, id, id, strings.ToUpper(id), strings.ToUpper(id[:9])+id[9:], "{"+id+"}", "urn:uuid:"+id,
		strings.ReplaceAll(id, "-", ""), id[:35], id+"0", id[:8]+"g"+id[9:], id[:7]+"-"+id[7:35], id[:35]+"é",
		"00000000-0000-0000-0000-000000000000", strings.Repeat("-", 36))
	out = append(out, "abc", "ab", "a_1", "___", "123", strings.Repeat("z", 30), strings.Repeat("z", 31), "Abc", "a-b",
		"a b", "héllo", "abc\n", "abç", "ab\xff")
	for _, n := range ints {
		for _, m := range []int64{n - 1, n, n + 1} {
			if m < 0 || m > 5000 {
				continue
			}
			// m runes (an invalid byte counts as one) of one to four
			// bytes each, and of all of them in turn.
			for _, units := range [][]string{{"a"}, {"é"}, {"日"}, {"🎰"}, {"\xff"}, {"a", "é", "日", "🎰", "\xff"}} {
				var b strings.Builder
				for i := range m {
					b.WriteString(units[int(i)%len(units)])
				}
				out = append(out, b.String())
			}
		}
	}
	return out
}

// hasTags reports whether struct type t or a struct in it has a validate
// tag.
func hasTags(t reflect.Type) bool {
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Tag.Get("validate") != "" || f.Type.Kind() == reflect.Struct && hasTags(f.Type) {
			return true
		}
	}
	return false
}

// BenchmarkValidate is the check of the pipeline benchmark's input, by the
// validator and by the compiled checks.
func BenchmarkValidate(b *testing.B) {
	// registrytest.TripBody's fields
	coinIn, start, end := domain.Cents(150000), domain.NewDate(2026, 3, 1), domain.NewDate(2026, 3, 3)
	in := &registrytest.TripInput{CasinoName: "Bellagio", CoinIn: &coinIn, StartDate: &start, EndDate: &end}
	typ := reflect.TypeFor[registrytest.TripInput]()
	checks, v := registry.CompileChecks(typ), registry.Validator()
	b.Run("validator", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := v.Struct(in); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("checks", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if !checks.ProveValid(in) {
				b.Fatal("not proved valid")
			}
		}
	})
}
