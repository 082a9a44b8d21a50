package registry

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/go-playground/validator/v10"

	"github.com/tierline/tierline/internal/domain"
)

// The validator walks every input by reflection through its cached tag
// chains on each request, about a tenth of the pipeline's cost (issue 16).
// A checkPlan is the same validate tags compiled once, when the action is
// added, into plain checks of the fields: when they pass, the input is
// valid and the validator is not called. They never say why an input is
// invalid: whenever a check fails, or the plan was not compiled, Decode
// calls the validator exactly as before, so every message still comes
// from it and fieldError.
//
// The checks copy the validator's own semantics (v10's baked_in.go and
// traverseField, with the options, custom type and validations that
// newValidator sets up); whatever the compiler does not know for sure
// leaves the whole input type to the validator.
// TestCompiledChecksAgreeWithTheValidatorOnEveryAction holds them to the
// validator on inputs of every registered action.

// checkPlan is the compiled validate tags of an input type.
type checkPlan struct {
	// compiled is false when the validator must always run: a tag or a
	// field the compiler does not know, or an Action made without add.
	compiled bool
	// notCompiled says why compiled is false.
	notCompiled string
	fields      []fieldCheck
}

// valid reports whether the checks prove the input struct v valid: the
// validator would find nothing in it. false says only that the validator
// must decide.
func (p *checkPlan) valid(v reflect.Value) bool {
	if !p.compiled {
		return false
	}
	for i := range p.fields {
		if !p.fields[i].valid(v) {
			return false
		}
	}
	return true
}

// fieldCheck is the tags of one field.
type fieldCheck struct {
	index []int // the field, through the structs the validator walks into
	kind  checkKind
	// omitEmpty: the first tag is omitempty, so a nil pointer passes (the
	// validator looks only at the first tag of a nil pointer, and fails
	// it for any other).
	omitEmpty bool
	// runes: a size test on a string, which counts runes.
	runes bool
	tests []tagTest
}

// checkKind is the kind of value the validator's functions see once the
// pointers are followed and the custom type applied.
type checkKind uint8

const (
	kindString checkKind = iota
	kindInt              // int kinds but time.Duration (its bounds are durations)
	kindFloat            // float64
	kindMoney            // domain.Money: the validator sees its dollars, a float64
	kindSlice
	kindBool
	kindStruct // a struct: only required and omitempty, nothing inside to check
)

// tagTest is one tag.
type tagTest struct {
	op    tagOp
	n     int64    // the bound of a size or an int
	x     float64  // the bound of a float
	words []string // the words of opWords
}

type tagOp uint8

const (
	opOmitEmpty tagOp = iota // no value: the field passes
	opRequired               // no value: the field fails
	opLE                     // max, lte
	opGE                     // min, gte
	opLT
	opGT
	opEQ     // len
	opUUID   // any version, either case
	opHandle // handleRE
	opWords  // oneof and the vocabularies
)

// valid runs the field's tests on the field of struct s.
func (c *fieldCheck) valid(s reflect.Value) bool {
	f := s.Field(c.index[0])
	for _, i := range c.index[1:] {
		f = f.Field(i)
	}
	isPtr := false
	for f.Kind() == reflect.Pointer {
		if f.IsNil() {
			return c.omitEmpty
		}
		f = f.Elem()
		isPtr = true
	}
	// has is the validator's hasValue (required, omitempty): a slice not
	// nil; anything else reached through a pointer; else not zero.
	var (
		has bool
		n   int64
		x   float64
		str string
	)
	switch c.kind {
	case kindString:
		str = f.String()
		has = isPtr || str != ""
		if c.runes {
			n = int64(utf8.RuneCountInString(str))
		}
	case kindInt:
		n = f.Int()
		has = isPtr || n != 0
	case kindFloat:
		x = f.Float()
		has = isPtr || x != 0 // reflect's IsZero: -0 is zero too
	case kindMoney:
		x = domain.Money(f.Int()).Dollars() // as newValidator's custom type func
		has = isPtr || x != 0
	case kindSlice:
		n = int64(f.Len())
		has = !f.IsNil()
	case kindBool:
		has = isPtr || f.Bool()
	case kindStruct:
		has = isPtr || !f.IsZero()
	}
	float := c.kind == kindFloat || c.kind == kindMoney
	for i := range c.tests {
		t := &c.tests[i]
		// Each comparison is written as the validator's, so a NaN fails
		// the same ones.
		var ok bool
		switch t.op {
		case opOmitEmpty:
			if !has {
				return true
			}
			ok = true
		case opRequired:
			ok = has
		case opLE:
			ok = float && x <= t.x || !float && n <= t.n
		case opGE:
			ok = float && x >= t.x || !float && n >= t.n
		case opLT:
			ok = float && x < t.x || !float && n < t.n
		case opGT:
			ok = float && x > t.x || !float && n > t.n
		case opEQ:
			ok = float && x == t.x || !float && n == t.n
		case opUUID:
			ok = isUUID(str)
		case opHandle:
			ok = isHandle(str)
		case opWords:
			ok = false
			for _, w := range t.words {
				if w == str {
					ok = true
					break
				}
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// isUUID is the validator's uuid: its regexp
// ^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$
// byte by byte.
func isUUID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch i {
		case 8, 13, 18, 23:
			if c != '-' {
				return false
			}
		default:
			if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
				return false
			}
		}
	}
	return true
}

// handlePattern is the handleRE isHandle checks without the regexp
// engine; the handle tag is compiled only while handleRE is still it.
const handlePattern = `^[a-z0-9_]{3,30}$`

// isHandle is handleRE.MatchString.
func isHandle(s string) bool {
	if len(s) < 3 || len(s) > 30 {
		return false // every rune it allows is one byte
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

var (
	timeType     = reflect.TypeFor[time.Time]()
	durationType = reflect.TypeFor[time.Duration]()
	moneyType    = reflect.TypeFor[domain.Money]()
	valuerType   = reflect.TypeFor[validator.Valuer]()
)

// checksOf compiles the validate tags of input struct type t, as the
// validator of newValidator reads them.
func checksOf(t reflect.Type) checkPlan {
	if t.Kind() != reflect.Struct || t.ConvertibleTo(timeType) {
		// The validator refuses a time as the struct to validate.
		return checkPlan{notCompiled: fmt.Sprintf("%s is not a struct the validator walks", t)}
	}
	fields, err := compileStruct(t, nil, "", map[reflect.Type]bool{t: true})
	if err != nil {
		return checkPlan{notCompiled: err.Error()}
	}
	return checkPlan{compiled: true, fields: fields}
}

// compileStruct compiles the fields of struct type t, reached through
// index (no pointers) and named path, as validateStruct walks them: every
// exported field and every embedded one.
func compileStruct(t reflect.Type, index []int, path string, walking map[reflect.Type]bool) ([]fieldCheck, error) {
	var out []fieldCheck
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.Anonymous && !f.IsExported() {
			continue // the validator skips them (no WithPrivateFieldValidation)
		}
		tag := f.Tag.Get("validate")
		if tag == "-" {
			continue
		}
		at := append(index[:len(index):len(index)], i)
		name := path + f.Name
		checks, err := compileField(f.Type, tag, at, name, walking)
		if err != nil {
			return nil, err
		}
		if len(checks) > 0 && !f.IsExported() {
			// An embedded unexported field cannot be looked at through
			// an interface, so the validator treats it apart.
			return nil, fmt.Errorf("%s: rules in an unexported embedded field", name)
		}
		out = append(out, checks...)
	}
	return out, nil
}

// compileField compiles one field of type ft with validate tag tag.
func compileField(ft reflect.Type, tag string, index []int, name string, walking map[reflect.Type]bool) ([]fieldCheck, error) {
	// Follow the pointers as extractTypeInternal does, to the type the
	// validator's functions see.
	viaPointer := false
	for {
		if ft.Implements(valuerType) {
			return nil, fmt.Errorf("%s: %s gives the validator a value of its own (Valuer)", name, ft)
		}
		if ft.Kind() != reflect.Pointer {
			break
		}
		viaPointer = true
		ft = ft.Elem()
	}
	c := fieldCheck{index: index}
	switch k := ft.Kind(); {
	case ft == moneyType:
		c.kind = kindMoney
	case k == reflect.Interface:
		return nil, fmt.Errorf("%s: an interface, checked by what it holds", name)
	case k == reflect.String:
		c.kind = kindString
	case k >= reflect.Int && k <= reflect.Int64 && ft != durationType:
		c.kind = kindInt
	case k == reflect.Float64:
		c.kind = kindFloat
	case k == reflect.Slice:
		c.kind = kindSlice // without dive its items are not looked at
	case k == reflect.Bool:
		c.kind = kindBool
	case k == reflect.Struct:
		c.kind = kindStruct
		if !ft.ConvertibleTo(timeType) {
			// A nested struct: the validator walks its fields after its
			// own tags pass (required included: WithRequiredStructEnabled).
			if walking[ft] {
				return nil, fmt.Errorf("%s: %s holds itself", name, ft)
			}
			walking[ft] = true
			inner, err := compileStruct(ft, index, name+".", walking)
			delete(walking, ft)
			if err != nil {
				return nil, err
			}
			if tag == "" {
				if len(inner) > 0 && viaPointer {
					return nil, fmt.Errorf("%s: rules inside a struct behind a pointer", name)
				}
				return inner, nil
			}
			if len(inner) > 0 {
				return nil, fmt.Errorf("%s: rules on a struct and inside it", name)
			}
		}
	default:
		if tag == "" {
			return nil, nil // nothing to walk into
		}
		return nil, fmt.Errorf("%s: tags on a %s", name, ft)
	}
	if tag == "" {
		return nil, nil
	}
	for i, tok := range strings.Split(tag, ",") {
		t, err := compileTag(tok, i, c.kind, ft)
		if err != nil {
			return nil, fmt.Errorf("%s: %q: %w", name, tok, err)
		}
		if t.op == opOmitEmpty {
			c.omitEmpty = true
		}
		if c.kind == kindString && t.op >= opLE && t.op <= opEQ {
			c.runes = true
		}
		c.tests = append(c.tests, t)
	}
	return []fieldCheck{c}, nil
}

// compileTag compiles the i'th tag tok of a field of kind k (type ft).
func compileTag(tok string, i int, k checkKind, ft reflect.Type) (tagTest, error) {
	if strings.Contains(tok, "|") || strings.Contains(tok, "0x2C") || strings.Contains(tok, "0x7C") {
		return tagTest{}, fmt.Errorf("or-tags and escapes are not compiled")
	}
	tagName, param, hasParam := strings.Cut(tok, "=")
	// Registered validations replace baked-in ones of the same name, in
	// newValidator's order: the vocabularies, then handle.
	switch words, vocabulary := vocabularies[tagName]; {
	case tok == "omitempty" && i == 0:
		return tagTest{op: opOmitEmpty}, nil
	case tok == "required":
		return tagTest{op: opRequired}, nil
	case k == kindStruct:
		return tagTest{}, fmt.Errorf("only required and omitempty are compiled on a struct")
	case tagName == "handle":
		if hasParam || k != kindString || handleRE.String() != handlePattern {
			return tagTest{}, fmt.Errorf("not the handle isHandle knows")
		}
		return tagTest{op: opHandle}, nil
	case vocabulary:
		if hasParam || k != kindString {
			return tagTest{}, fmt.Errorf("a vocabulary is compiled on a string without a parameter")
		}
		return tagTest{op: opWords, words: words}, nil
	case tok == "uuid":
		if k != kindString {
			return tagTest{}, fmt.Errorf("uuid is compiled on a string")
		}
		return tagTest{op: opUUID}, nil
	case tagName == "oneof" && hasParam:
		if k != kindString || !plainWords(param) {
			return tagTest{}, fmt.Errorf("oneof is compiled on a string, of plain words")
		}
		return tagTest{op: opWords, words: strings.Split(param, " ")}, nil
	}
	var op tagOp
	switch tagName {
	case "max", "lte":
		op = opLE
	case "min", "gte":
		op = opGE
	case "lt":
		op = opLT
	case "gt":
		op = opGT
	case "len":
		op = opEQ
	default:
		return tagTest{}, fmt.Errorf("tag not compiled")
	}
	if !hasParam {
		return tagTest{}, fmt.Errorf("no bound")
	}
	t := tagTest{op: op}
	var err error
	switch k {
	case kindString, kindSlice, kindInt: // the validator's asInt (base 0)
		t.n, err = strconv.ParseInt(param, 0, 64)
	case kindFloat, kindMoney: // asFloat64
		t.x, err = strconv.ParseFloat(param, 64)
	default:
		return tagTest{}, fmt.Errorf("a bound on a %s is not compiled", ft)
	}
	if err != nil {
		return tagTest{}, fmt.Errorf("bad bound: %w", err) // the validator panics on it
	}
	return t, nil
}

// plainWords reports whether a oneof parameter is words of [a-z0-9_-]
// between single spaces, which the validator splits as strings.Split
// does (it also takes quoted words and other spaces).
func plainWords(s string) bool {
	if s == "" {
		return false
	}
	for _, w := range strings.Split(s, " ") {
		if w == "" {
			return false
		}
		for i := 0; i < len(w); i++ {
			c := w[i]
			if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-') {
				return false
			}
		}
	}
	return true
}
