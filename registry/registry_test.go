package registry

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/scopes"
)

type noInput struct{}
type noOutput struct{}

func nop(context.Context, *Env, *noInput) (*noOutput, error) { return &noOutput{}, nil }

func spec(name string) Spec {
	return Spec{Namespace: "player", Name: name, Area: "tests", Kind: KindRead, Summary: "A test action."}
}

func TestAddRejectsBadRegistrations(t *testing.T) {
	tests := []struct {
		name   string
		add    func(r *Registry)
		panics string
	}{
		{"a name that is not snake_case", func(r *Registry) { Add(r, spec("AddTrip"), nop) }, "bad name"},
		{"an empty name", func(r *Registry) { Add(r, spec(""), nop) }, "bad name"},
		{"a bad namespace", func(r *Registry) { s := spec("a"); s.Namespace = "Player!"; Add(r, s, nop) }, "bad namespace"},
		{"no summary", func(r *Registry) { s := spec("a"); s.Summary = " "; Add(r, s, nop) }, "missing summary"},
		{"no area", func(r *Registry) { s := spec("a"); s.Area = ""; Add(r, s, nop) }, "missing area"},
		{"an unknown kind", func(r *Registry) { s := spec("a"); s.Kind = "delete"; Add(r, s, nop) }, "bad kind"},
		{"read as the extra scope", func(r *Registry) { s := spec("a"); s.Scope = scopes.Read; Add(r, s, nop) }, "extra scope"},
		{"a non-struct input", func(r *Registry) {
			Add(r, spec("a"), func(context.Context, *Env, *string) (*noOutput, error) { return nil, nil })
		}, "input string is not a struct"},
		{"a non-struct output", func(r *Registry) {
			Add(r, spec("a"), func(context.Context, *Env, *noInput) (*[]int, error) { return nil, nil })
		}, "output []int is not a struct"},
		{"a duplicate", func(r *Registry) { Add(r, spec("a"), nop); Add(r, spec("a"), nop) }, "registered twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name+" panics", func(t *testing.T) {
			defer func() {
				v := recover()
				if v == nil || !strings.Contains(v.(string), tt.panics) {
					t.Errorf("panic = %v, want one containing %q", v, tt.panics)
				}
			}()
			tt.add(New())
		})
	}
}

func TestListingIsSorted(t *testing.T) {
	r := New()
	for _, n := range []string{"zeta", "alpha", "mid"} {
		Add(r, spec(n), nop)
	}
	s := spec("calc")
	s.Namespace = "comp/calculate"
	Add(r, s, nop)
	var got []string
	for _, a := range r.List() {
		got = append(got, a.Namespace+"/"+a.Name)
	}
	if want := "comp/calculate/calc player/alpha player/mid player/zeta"; strings.Join(got, " ") != want {
		t.Errorf("List = %v, want %s", got, want)
	}
	if ns := r.Namespaces(); strings.Join(ns, ",") != "comp/calculate,player" {
		t.Errorf("Namespaces = %v", ns)
	}
	if _, ok := r.Lookup("player", "mid"); !ok {
		t.Error("Lookup(player, mid) failed")
	}
	if _, ok := r.Lookup("comp/calculate", "mid"); ok {
		t.Error("an action was found in the wrong namespace")
	}
	if Default == r || len(New().List()) != 0 {
		t.Error("New must return an empty registry of its own")
	}
}

func TestRequiredScopes(t *testing.T) {
	tests := []struct {
		kind    Kind
		extra   scopes.Scope
		want    string
		byKey   bool
		changes bool
	}{
		{KindRead, "", "read", true, false},
		{KindWrite, "", "write", true, true},
		{KindRead, scopes.Tax, "read,tax", true, false},
		{KindWrite, scopes.Tax, "write,tax", true, true},
		{KindRead, scopes.Host, "read,host", true, false},
		{KindWrite, scopes.Host, "write,host", true, true},
		{KindAdmin, "", "", false, false},
		{KindKey, "", "", false, false},
	}
	for _, tt := range tests {
		s := spec("a")
		s.Kind, s.Scope = tt.kind, tt.extra
		r := New()
		Add(r, s, nop)
		a, _ := r.Lookup("player", "a")
		if got := a.RequiredScopes().String(); got != tt.want {
			t.Errorf("%s+%q: RequiredScopes = %q, want %q", tt.kind, tt.extra, got, tt.want)
		}
		if a.AllowedByKey() != tt.byKey || a.ChangesData() != tt.changes {
			t.Errorf("%s: AllowedByKey %v ChangesData %v", tt.kind, a.AllowedByKey(), a.ChangesData())
		}
	}
}

type decodeInput struct {
	Name    string        `json:"name" validate:"required,max=5"`
	Count   *int          `json:"count" validate:"omitempty,gte=1,lte=10"`
	Kind    string        `json:"kind" validate:"omitempty,oneof=slots keno"`
	On      *domain.Date  `json:"on"`
	Amount  float64       `json:"amount" validate:"gte=0"`
	Price   *domain.Money `json:"price" validate:"omitempty,gt=0,lte=1000"`
	Handle  string        `json:"handle" validate:"omitempty,handle"`
	Tags    []string      `json:"tags" validate:"omitempty,max=2"`
	Flag    bool          `json:"flag"`
	Ignored string        `json:"-"`
}

func (in *decodeInput) Check() error {
	if in.Name == "bad" {
		return domain.Invalid("name", "must not be bad")
	}
	return nil
}

func TestDecodeNamesTheFieldAndTheRule(t *testing.T) {
	r := New()
	Add(r, spec("d"), func(_ context.Context, _ *Env, in *decodeInput) (*decodeInput, error) { return in, nil })
	a, _ := r.Lookup("player", "d")
	tests := []struct {
		body string
		want string // "" = decodes
	}{
		{`{"action":"d","name":"ok","unknown":1}`, ""},
		{`{"name":"ok","count":null}`, ""},
		{`{}`, "name: is required"},
		{`{"name":""}`, "name: is required"},
		{`{"name":"toolong"}`, "name: must be at most 5 characters long"},
		{`{"name":5}`, "name: must be a string"},
		{`{"name":"ok","count":"3"}`, "count: must be a whole number"},
		{`{"name":"ok","count":2.5}`, "count: must be a whole number"},
		{`{"name":"ok","count":0}`, "count: must be at least 1"},
		{`{"name":"ok","count":11}`, "count: must be at most 10"},
		{`{"name":"ok","kind":"poker"}`, "kind: must be one of slots, keno"},
		{`{"name":"ok","on":"2026-02-30"}`, `on: "2026-02-30" is not a date of the form YYYY-MM-DD`},
		{`{"name":"ok","on":20260101}`, "on: must be a date string of the form YYYY-MM-DD"},
		{`{"name":"ok","amount":-1}`, "amount: must be at least 0"},
		{`{"name":"ok","amount":"1"}`, "amount: must be a number"},
		{`{"name":"ok","price":1000.004}`, ""},
		{`{"name":"ok","price":0.004}`, "price: must be greater than 0"},
		{`{"name":"ok","price":1000.005}`, "price: must be at most 1000"},
		{`{"name":"ok","price":1e400}`, "price: must be at most 1000"},
		{`{"name":"ok","price":"5"}`, "price: must be a number"},
		{`{"name":"ok","handle":"No Caps"}`, "handle: must be 3 to 30 characters of a-z, 0-9 and _"},
		{`{"name":"ok","tags":["a","b","c"]}`, "tags: must hold at most 2 items"},
		{`{"name":"ok","tags":"a"}`, "tags: must be an array"},
		{`{"name":"ok","flag":"yes"}`, "flag: must be true or false"},
		{`{"name":"bad"}`, "name: must not be bad"},
		{`{"name":"a\u0000b"}`, `name: must not contain the NUL character (\u0000)`},
		{`{"name":"ok","tags":["fine","x\u0000"]}`, `tags: must not contain the NUL character (\u0000)`},
		{`{"name":"a\"b","tags":["\\","\u0041\n"]}`, ""}, // escapes but no NUL
		{`{"name":"ok","on":"0000-01-01"}`, `on: "0000-01-01" is outside the dates this service keeps (1900-01-01 to 9999-12-31)`},
	}
	for _, tt := range tests {
		var fields map[string]json.RawMessage
		if err := json.Unmarshal([]byte(tt.body), &fields); err != nil {
			t.Fatal(err)
		}
		_, err := a.Decode(fields)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s: %v", tt.body, err)
		case tt.want != "" && (domain.ErrorCode(err) != domain.EINVALID || domain.ErrorMessage(err) != tt.want):
			t.Errorf("%s: error %q (%s), want invalid_request %q", tt.body, domain.ErrorMessage(err), domain.ErrorCode(err), tt.want)
		}
	}
}

func TestResultPutsSuccessBesideTheOutput(t *testing.T) {
	type out struct {
		Trip  map[string]int `json:"trip"`
		Count int            `json:"count"`
	}
	got, err := ResultJSON(&out{Trip: map[string]int{"a": 1}, Count: 2})
	if err != nil || string(got) != `{"success":true,"trip":{"a":1},"count":2}` {
		t.Errorf("Result = %s, %v", got, err)
	}
	got, err = ResultJSON(&struct{}{})
	if err != nil || string(got) != `{"success":true}` {
		t.Errorf("ResultJSON(empty) = %s, %v", got, err)
	}
	if _, err := ResultJSON([]int{1}); err == nil {
		t.Error("a non-object output was accepted")
	}
}

func TestMoneyFieldsAreDollarsToTheClient(t *testing.T) {
	r := New()
	Add(r, spec("d"), func(_ context.Context, _ *Env, in *decodeInput) (*decodeInput, error) { return in, nil })
	a, _ := r.Lookup("player", "d")

	t.Run("a price is read to the cent", func(t *testing.T) {
		in, err := a.Decode(map[string]json.RawMessage{"name": json.RawMessage(`"ok"`), "price": json.RawMessage(`12.345`)})
		if err != nil {
			t.Fatal(err)
		}
		if p := in.(*decodeInput).Price; p == nil || *p != 1235 {
			t.Errorf("price = %v, want 1235 cents", p)
		}
	})
	t.Run("the schema says number with the tags' bounds in dollars", func(t *testing.T) {
		p, ok := a.InputSchema().Properties.Get("price")
		if !ok {
			t.Fatal("no price in the schema")
		}
		if p.Type != "number" || p.ExclusiveMinimum != "0" || p.Maximum != "1000" {
			t.Errorf("price schema: type %q, exclusiveMinimum %q, maximum %q; want number, 0, 1000", p.Type, p.ExclusiveMinimum, p.Maximum)
		}
	})
	t.Run("the output writes two decimals", func(t *testing.T) {
		price := domain.Money(1250)
		got, err := ResultJSON(&struct {
			Price *domain.Money `json:"price"`
		}{&price})
		if err != nil || string(got) != `{"success":true,"price":12.50}` {
			t.Errorf("ResultJSON = %s, %v", got, err)
		}
	})
}
