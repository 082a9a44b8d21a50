package registry

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/go-playground/validator/v10"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/apikeys"
	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/internal/domain/gaming"
	"github.com/tierline/tierline/internal/domain/rgrules"
	"github.com/tierline/tierline/internal/domain/taxrules"
	"github.com/tierline/tierline/internal/jsonenc"
	"github.com/tierline/tierline/persistence"
)

// vocabularies are the closed lists of words a field may hold, each named
// by the validate tag that checks a field against it (`validate:"gametype"`
// rather than a oneof tag that copies the list). Each list is defined once,
// beside the rule or the column it belongs to, and drives the check, the
// error message ("must be one of ..."), the JSON Schema's enum and so the
// docs. Nothing writes it after start-up.
var vocabularies = map[string][]string{
	"gametype":      gaming.GameTypes,               // a session's game
	"w2ggame":       taxrules.W2GGameTypes,          // a W-2G's game: the session games and bingo
	"casinotype":    directory.CasinoTypes,          // the directory's casino_type
	"budgetperiod":  rgrules.BudgetPeriods,          // day, week, month
	"offertype":     persistence.OfferTypes,         // free_play, room, ...
	"offerstatus":   persistence.OfferStatuses,      // available, redeemed, declined, expired
	"voucherstatus": persistence.VoucherStatuses,    // open, redeemed, expired
	"entrytype":     persistence.BankrollEntryTypes, // deposit, withdrawal, adjustment
	"leadstatus":    persistence.LeadStatuses,       // the host's pipeline stage
	"leaddecision":  persistence.LeadDecisions,      // pending, accepted, declined
	"consent":       persistence.Consents,           // the four consents
	"sharetype":     persistence.ShareResourceTypes, // what a share link shows
	"keylifetime":   apikeys.Lifetimes,              // never, 30d, 90d, 365d
}

// Checker is implemented by inputs with rules that tags cannot say (one
// field against another, "one of these two is required"). Check runs after
// the tags pass and returns a *domain.Error naming the field.
type Checker interface {
	Check() error
}

// Decode reads the request fields into a new input value and validates it.
// fields is the request object (the fields beside "action"; "action" itself
// and unknown fields are ignored). Every failure is an invalid_request that
// names the field and the rule.
func (a *Action) Decode(fields map[string]json.RawMessage) (any, error) {
	v := reflect.New(a.Input)
	if err := a.plan.decode(v.Elem(), fields); err != nil {
		return nil, err
	}
	// The compiled checks settle most inputs; the validator decides the
	// rest and words every error.
	if !a.check.valid(v.Elem()) {
		if err := a.reg.validate.Struct(v.Interface()); err != nil {
			var verrs validator.ValidationErrors
			if errors.As(err, &verrs) && len(verrs) > 0 {
				return nil, fieldError(verrs[0])
			}
			return nil, fmt.Errorf("validate %s: %w", a.Name, err)
		}
	}
	if c, ok := v.Interface().(Checker); ok {
		if err := c.Check(); err != nil {
			return nil, err
		}
	}
	return v.Interface(), nil
}

// decodePlan is how an input struct is read from a request object: its
// fields by JSON name, embedded structs flattened, each with the way its
// value is set. It is worked out once per action, when the action is
// added, rather than from the struct's tags and methods on every request.
type decodePlan []fieldPlan

// fieldPlan is one field of a decodePlan.
type fieldPlan struct {
	name  string // the JSON name the client sends
	index []int  // the field, through embedded structs
	typ   reflect.Type
	how   setter
}

// setter says how a field's value is set from its JSON.
type setter uint8

const (
	setOther        setter = iota // json.Unmarshal
	setString                     // a string, or *string, without escapes: copied out
	setUnmarshaler                // *T with T's own UnmarshalJSON
	setUnmarshalerV               // T whose pointer has UnmarshalJSON
)

var (
	stringType      = reflect.TypeFor[string]()
	stringPtrType   = reflect.TypeFor[*string]()
	unmarshalerType = reflect.TypeFor[json.Unmarshaler]()
)

// planOf is the decodePlan of struct type t.
func planOf(t reflect.Type) decodePlan {
	var plan decodePlan
	var walk func(t reflect.Type, index []int)
	walk = func(t reflect.Type, index []int) {
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() {
				continue
			}
			name := jsonName(f)
			if name == "-" {
				continue
			}
			at := append(slices.Clip(index), i)
			if f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct {
				walk(f.Type, at)
				continue
			}
			if name == "" {
				name = f.Name
			}
			fp := fieldPlan{name: name, index: at, typ: f.Type}
			switch {
			case f.Type == stringType || f.Type == stringPtrType:
				fp.how = setString
			case f.Type.Kind() == reflect.Pointer && f.Type.Implements(unmarshalerType):
				fp.how = setUnmarshaler
			case f.Type.Kind() != reflect.Pointer && reflect.PointerTo(f.Type).Implements(unmarshalerType):
				fp.how = setUnmarshalerV
			}
			plan = append(plan, fp)
		}
	}
	walk(t, nil)
	return plan
}

// decode sets each field of the struct dst from the JSON value under its
// name, one field at a time, so an error always knows its field.
func (p decodePlan) decode(dst reflect.Value, fields map[string]json.RawMessage) error {
	for i := range p {
		f := &p[i]
		raw, ok := fields[f.name]
		if !ok {
			continue
		}
		field := dst.FieldByIndex(f.index)
		if err := f.set(field, raw); err != nil {
			return domain.Invalid(f.name, "%s", typeMessage(f.typ, err))
		}
		// Valid JSON (ParseObject's, or json.Marshal's in the transports)
		// has no raw control bytes, so only a \u0000 escape can put U+0000
		// in a decoded string (the types with their own UnmarshalJSON read
		// numbers, dates and times): without a backslash in raw there is
		// none, and the reflective walk is skipped.
		if bytes.IndexByte(raw, '\\') >= 0 && hasNUL(field) {
			return domain.NULInvalid(f.name)
		}
	}
	return nil
}

// set sets field from raw (valid JSON: ParseObject checked it) exactly as
// json.Unmarshal would, without its per-call set-up for the common kinds:
// null into a pointer, a string without escapes into a string, a value
// into a type with its own UnmarshalJSON. Everything else goes through
// json.Unmarshal.
func (f *fieldPlan) set(field reflect.Value, raw json.RawMessage) error {
	if f.typ.Kind() == reflect.Pointer && string(raw) == "null" {
		field.SetZero()
		return nil
	}
	switch f.how {
	case setString:
		if len(raw) >= 2 && raw[0] == '"' && bytes.IndexByte(raw, '\\') < 0 && utf8.Valid(raw) {
			s := string(raw[1 : len(raw)-1])
			if f.typ == stringType {
				field.SetString(s)
			} else {
				field.Set(reflect.ValueOf(&s))
			}
			return nil
		}
	case setUnmarshaler:
		v := reflect.New(f.typ.Elem())
		if err := v.Interface().(json.Unmarshaler).UnmarshalJSON(raw); err != nil {
			return err
		}
		field.Set(v)
		return nil
	case setUnmarshalerV:
		return field.Addr().Interface().(json.Unmarshaler).UnmarshalJSON(raw)
	}
	return json.Unmarshal(raw, field.Addr().Interface())
}

// hasNUL reports whether any string in v (through pointers, slices, maps
// and structs) holds U+0000.
func hasNUL(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.String:
		return strings.ContainsRune(v.String(), 0)
	case reflect.Pointer, reflect.Interface:
		return !v.IsNil() && hasNUL(v.Elem())
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			if hasNUL(v.Index(i)) {
				return true
			}
		}
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			if hasNUL(it.Key()) || hasNUL(it.Value()) {
				return true
			}
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() && hasNUL(v.Field(i)) {
				return true
			}
		}
	}
	return false
}

// jsonName is the name in a field's json tag ("" when untagged).
func jsonName(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	return name
}

// typeMessage says what a field must be, from its Go type, or passes on the
// message of a type that checks its own format (dates, timestamps).
func typeMessage(t reflect.Type, err error) string {
	var typeErr *json.UnmarshalTypeError
	var syntaxErr *json.SyntaxError
	if !errors.As(err, &typeErr) && !errors.As(err, &syntaxErr) {
		return err.Error() // from a type's own UnmarshalJSON: already says the rule
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "must be a string"
	case reflect.Bool:
		return "must be true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "must be a whole number"
	case reflect.Float32, reflect.Float64:
		return "must be a number"
	case reflect.Slice, reflect.Array:
		return "must be an array"
	case reflect.Map, reflect.Struct:
		return "must be an object"
	default:
		return "has the wrong type"
	}
}

var handleRE = regexp.MustCompile(`^[a-z0-9_]{3,30}$`)

func newValidator() *validator.Validate {
	v := validator.New(validator.WithRequiredStructEnabled())
	v.RegisterTagNameFunc(func(f reflect.StructField) string {
		if name := jsonName(f); name != "" && name != "-" {
			return name
		}
		return f.Name
	})
	// Money is held in cents, but the bounds of its tags (gt=0,
	// lte=1000000000) are dollars, as the client writes them and the
	// messages repeat them: the validator sees dollars.
	v.RegisterCustomTypeFunc(func(f reflect.Value) any {
		return domain.Money(f.Int()).Dollars() // f.Int: the cents without boxing them first
	}, domain.Money(0))
	for tag, words := range vocabularies {
		if err := v.RegisterValidation(tag, func(fl validator.FieldLevel) bool {
			return slices.Contains(words, fl.Field().String())
		}); err != nil {
			panic(err)
		}
	}
	// handle: a public player handle, 3 to 30 of a-z, 0-9 and _.
	if err := v.RegisterValidation("handle", func(fl validator.FieldLevel) bool {
		return handleRE.MatchString(fl.Field().String())
	}); err != nil {
		panic(err)
	}
	return v
}

// fieldError turns a failed validation tag into a message naming the field
// and the rule, in words.
func fieldError(fe validator.FieldError) error {
	// Inputs are flat (fields sit beside "action"), so the field's own
	// name is the one the client sent, even for embedded groups such as
	// the paging fields.
	field := fe.Field()
	p := fe.Param()
	var rule string
	switch fe.Tag() {
	case "required":
		rule = "is required"
	case "required_without":
		rule = fmt.Sprintf("is required when %s is not given", toJSONName(p))
	case "oneof":
		rule = "must be one of " + strings.Join(strings.Fields(p), ", ")
	case "min":
		rule = sizeRule(fe, "at least", p)
	case "max":
		rule = sizeRule(fe, "at most", p)
	case "len":
		rule = sizeRule(fe, "exactly", p)
	case "gte":
		rule = "must be at least " + p
	case "gt":
		rule = "must be greater than " + p
	case "lte":
		rule = "must be at most " + p
	case "lt":
		rule = "must be less than " + p
	case "uuid", "uuid4":
		rule = "must be a uuid"
	case "email":
		rule = "must be an email address"
	case "url", "http_url":
		rule = "must be an http(s) URL"
	case "alphanum":
		rule = "must hold only letters and digits"
	case "handle":
		rule = "must be 3 to 30 characters of a-z, 0-9 and _"
	case "dive":
		rule = "has a bad item"
	default:
		if words, ok := vocabularies[fe.Tag()]; ok {
			rule = "must be one of " + strings.Join(words, ", ")
			break
		}
		rule = "must satisfy " + fe.Tag()
		if p != "" {
			rule += "=" + p
		}
	}
	return domain.Invalid(field, "%s", rule)
}

func sizeRule(fe validator.FieldError, bound, n string) string {
	switch fe.Kind() {
	case reflect.String:
		return fmt.Sprintf("must be %s %s characters long", bound, n)
	case reflect.Slice, reflect.Array, reflect.Map:
		return fmt.Sprintf("must hold %s %s items", bound, n)
	default:
		return fmt.Sprintf("must be %s %s", bound, n)
	}
}

// toJSONName turns a Go field name of a validator parameter into snake_case.
func toJSONName(goName string) string {
	var b strings.Builder
	for i, r := range goName {
		if 'A' <= r && r <= 'Z' {
			if i > 0 {
				b.WriteByte('_')
			}
			r += 'a' - 'A'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// ResultJSON is the JSON of a successful action: the output's fields beside
// "success": true.
func ResultJSON(out any) (json.RawMessage, error) {
	body, err := envelope(out)
	if err != nil {
		return nil, err
	}
	return body[len(envelopeHead) : len(body)-len(envelopeTail)], nil
}

// envelope encodes out as ResultJSON does, inside the response envelope
// ({"data": ..., "error": null}), with encoding/json: for a value whose
// type has no plan of its own.
func envelope(out any) ([]byte, error) { return envelopeWith(nil, out) }

// envelopeWith is envelope by the output type's plan (encoding/json when
// plan is nil). The envelope is put together by hand so the result's
// text is kept as encoded (json.Marshal would escape "&" and "<" again).
// The buffer is reused (envelopeEncoders), so an answer costs the one
// slice it is returned in.
func envelopeWith(plan *jsonenc.Encoder, out any) ([]byte, error) {
	const head = envelopeHead + `{"success":true`
	e := envelopeEncoders.Get().(*envelopeEncoder)
	e.buf.Reset()
	var obj []byte
	if plan != nil {
		var err error
		if e.scratch, err = plan.Append(e.scratch[:0], out); err != nil {
			return nil, fmt.Errorf("encode result: %w", err) // the encoder is not reused after an error
		}
		obj = e.scratch
	} else {
		if err := e.enc.Encode(out); err != nil {
			return nil, fmt.Errorf("encode result: %w", err)
		}
		obj = bytes.TrimSpace(e.buf.Bytes())
	}
	defer e.release()
	if len(obj) < 2 || obj[0] != '{' {
		return nil, fmt.Errorf("encode result: output is not a JSON object")
	}
	inner := bytes.TrimSpace(obj[1 : len(obj)-1])
	b := make([]byte, 0, len(head)+1+len(inner)+1+len(envelopeTail))
	b = append(b, head...)
	if len(inner) > 0 {
		// {"success":true + , + the output's members.
		b = append(b, ',')
		b = append(b, inner...)
	}
	b = append(b, '}')
	return append(b, envelopeTail...), nil
}

// envelopeEncoder is a JSON encoder (no HTML escaping) and the buffer it
// writes to.
type envelopeEncoder struct {
	buf     bytes.Buffer
	enc     *json.Encoder
	scratch []byte // a plan's output
}

// envelopeEncoders keeps the encoders of answers being made.
var envelopeEncoders = sync.Pool{New: func() any {
	e := &envelopeEncoder{}
	e.enc = json.NewEncoder(&e.buf)
	e.enc.SetEscapeHTML(false)
	return e
}}

// maxPooledEnvelope is the largest buffer kept for reuse: a rare large
// answer (an export) does not stay in memory.
const maxPooledEnvelope = 64 << 10

// release returns e for reuse.
func (e *envelopeEncoder) release() {
	if e.buf.Cap() <= maxPooledEnvelope && cap(e.scratch) <= maxPooledEnvelope {
		envelopeEncoders.Put(e)
	}
}
