// Package jsonenc writes a Go value as JSON by a plan made once per type:
// the bytes encoding/json writes with SetEscapeHTML(false), without its
// per-value reflection over struct tags and without the allocation and
// re-validation each MarshalJSON or MarshalText result costs it. Every
// answer of the API is an action's output struct of ids, dates, amounts
// and strings; encoding/json spent an allocation on each id, date and
// amount, and checked each one's bytes again.
//
// The plan covers what outputs are made of: structs (tags, omitempty and
// embedded structs promoted by encoding/json's rules), pointers, slices,
// strings, booleans, integers, floats, time.Time, uuid.UUID and types
// that write their own JSON (Appender). Anything else (maps, interfaces,
// arrays, []byte, other marshalers, the ",string" and "omitzero"
// options) is handed to encoding/json for that value, so the output is
// the same bytes whatever the type; TestSameBytesAsEncodingJSON holds the
// plan to that.
package jsonenc

import (
	"bytes"
	"encoding"
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/google/uuid"
)

// Appender is a type that writes its own JSON: exactly the bytes
// encoding/json writes for it (from its MarshalJSON or MarshalText).
type Appender interface {
	AppendJSON(dst []byte) []byte
}

// Encoder is the plan of one type.
type Encoder struct {
	typ reflect.Type
	enc encodeFunc
}

// encodeFunc appends v's JSON to dst.
type encodeFunc func(dst []byte, v reflect.Value) ([]byte, error)

// For makes the plan of type t. It is meant to be made once (when an
// action registers) and used for every value of t.
func For(t reflect.Type) *Encoder {
	b := &builder{made: map[reflect.Type]*encodeFunc{}}
	return &Encoder{typ: t, enc: b.of(t)}
}

// Append appends the JSON of v, a value of the plan's type or a pointer
// to one (nil is null), to dst. A value of any other type is encoded by
// encoding/json.
func (e *Encoder) Append(dst []byte, v any) ([]byte, error) {
	rv := reflect.ValueOf(v)
	switch {
	case rv.Type() == e.typ:
		return e.enc(dst, rv)
	case rv.Kind() == reflect.Pointer && rv.Type().Elem() == e.typ:
		if rv.IsNil() {
			return append(dst, "null"...), nil
		}
		return e.enc(dst, rv.Elem())
	}
	return fallback(dst, rv)
}

// builder makes the encoders of one plan; made holds each type's, so a
// type that contains itself refers to its own encoder.
type builder struct {
	made map[reflect.Type]*encodeFunc
}

func (b *builder) of(t reflect.Type) encodeFunc {
	if f, ok := b.made[t]; ok {
		return func(dst []byte, v reflect.Value) ([]byte, error) { return (*f)(dst, v) }
	}
	f := new(encodeFunc)
	b.made[t] = f
	*f = b.make(t)
	return *f
}

var (
	appenderType      = reflect.TypeFor[Appender]()
	marshalerType     = reflect.TypeFor[json.Marshaler]()
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
)

// make chooses t's encoder in the order encoding/json does: a type's own
// marshaller (here, an Appender first) before its kind.
func (b *builder) make(t reflect.Type) encodeFunc {
	switch {
	case t.Kind() == reflect.Pointer:
		// A pointer is null or its element, also where its methods are
		// the element's (encoding/json calls them through the pointer)
		// or the element's pointer's (the element, reached through a
		// pointer, is addressable, and fallback passes its address).
		return b.pointer(t)
	case t.Implements(appenderType):
		return encodeAppender
	case t == reflect.TypeFor[uuid.UUID]():
		return encodeUUID
	case t == reflect.TypeFor[time.Time]():
		return encodeTime
	case t == reflect.TypeFor[json.Number]():
		return encodeNumber
	case t.Implements(marshalerType), t.Implements(textMarshalerType),
		reflect.PointerTo(t).Implements(marshalerType), reflect.PointerTo(t).Implements(textMarshalerType):
		return fallback
	}
	switch t.Kind() {
	case reflect.Bool:
		return encodeBool
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return encodeInt
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return encodeUint
	case reflect.Float32:
		return floatEncoder(32)
	case reflect.Float64:
		return floatEncoder(64)
	case reflect.String:
		return encodeString
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return fallback // base64, or an element type's own marshaller
		}
		return b.slice(t)
	case reflect.Struct:
		return b.structOf(t)
	}
	return fallback // maps, interfaces, arrays; and what encoding/json refuses
}

// fallback is encoding/json's encoding of v. An addressable v is passed
// by its address so that methods on the pointer apply as they would
// within encoding/json.
func fallback(dst []byte, v reflect.Value) ([]byte, error) {
	var x any
	switch {
	case !v.IsValid():
		return append(dst, "null"...), nil
	case v.CanAddr():
		x = v.Addr().Interface()
	default:
		x = v.Interface()
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(x); err != nil {
		return dst, err
	}
	return append(dst, bytes.TrimSuffix(buf.Bytes(), []byte("\n"))...), nil
}

// encodeAppender calls the value's AppendJSON, through its address when
// it has one: boxing a pointer costs nothing, boxing a date or an amount
// an allocation.
func encodeAppender(dst []byte, v reflect.Value) ([]byte, error) {
	if v.CanAddr() {
		return v.Addr().Interface().(Appender).AppendJSON(dst), nil
	}
	return v.Interface().(Appender).AppendJSON(dst), nil
}

const hexDigits = "0123456789abcdef"

// encodeUUID writes uuid.UUID's text (8-4-4-4-12 lower-case hex) as a
// string.
func encodeUUID(dst []byte, v reflect.Value) ([]byte, error) {
	var u uuid.UUID
	if v.CanAddr() {
		u = *v.Addr().Interface().(*uuid.UUID)
	} else {
		reflect.Copy(reflect.ValueOf(u[:]), v)
	}
	dst = append(dst, '"')
	for i, c := range u {
		if i == 4 || i == 6 || i == 8 || i == 10 {
			dst = append(dst, '-')
		}
		dst = append(dst, hexDigits[c>>4], hexDigits[c&0xf])
	}
	return append(dst, '"'), nil
}

// encodeTime writes time.Time's MarshalJSON text: RFC 3339 with
// nanoseconds, for the years RFC 3339 can write; others go to
// encoding/json for its error.
func encodeTime(dst []byte, v reflect.Value) ([]byte, error) {
	var t time.Time
	if v.CanAddr() {
		t = *v.Addr().Interface().(*time.Time)
	} else {
		t = v.Interface().(time.Time)
	}
	if y := t.Year(); y < 0 || y > 9999 {
		return fallback(dst, v)
	}
	if _, off := t.Zone(); off%60 != 0 || off <= -24*3600 || off >= 24*3600 {
		return fallback(dst, v)
	}
	dst = append(dst, '"')
	dst = t.AppendFormat(dst, time.RFC3339Nano)
	return append(dst, '"'), nil
}

// encodeNumber writes a json.Number as its text ("" as 0), refusing
// text that is not a JSON number, as encoding/json does.
func encodeNumber(dst []byte, v reflect.Value) ([]byte, error) {
	n := v.String()
	if n == "" {
		n = "0"
	}
	if !validNumber(n) {
		return dst, fmt.Errorf("json: invalid number literal %q", n)
	}
	return append(dst, n...), nil
}

// validNumber reports whether s is a JSON number (RFC 8259, section 6).
func validNumber(s string) bool {
	i := 0
	digits := func() int {
		start := i
		for i < len(s) && '0' <= s[i] && s[i] <= '9' {
			i++
		}
		return i - start
	}
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] == '0':
		i++
	case digits() == 0:
		return false
	}
	if i < len(s) && s[i] == '.' {
		i++
		if digits() == 0 {
			return false
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if digits() == 0 {
			return false
		}
	}
	return i == len(s)
}

func encodeBool(dst []byte, v reflect.Value) ([]byte, error) {
	return strconv.AppendBool(dst, v.Bool()), nil
}

func encodeInt(dst []byte, v reflect.Value) ([]byte, error) {
	return strconv.AppendInt(dst, v.Int(), 10), nil
}

func encodeUint(dst []byte, v reflect.Value) ([]byte, error) {
	return strconv.AppendUint(dst, v.Uint(), 10), nil
}

// floatEncoder writes a float as encoding/json does: the shortest
// decimal that reads back the same, in exponent form only for very
// small or very large magnitudes (and then without a leading zero in
// the exponent).
func floatEncoder(bits int) encodeFunc {
	return func(dst []byte, v reflect.Value) ([]byte, error) {
		f := v.Float()
		if math.IsInf(f, 0) || math.IsNaN(f) {
			return dst, &json.UnsupportedValueError{Value: v, Str: strconv.FormatFloat(f, 'g', -1, bits)}
		}
		format := byte('f')
		if abs := math.Abs(f); abs != 0 {
			if bits == 64 && (abs < 1e-6 || abs >= 1e21) ||
				bits == 32 && (float32(abs) < 1e-6 || float32(abs) >= 1e21) {
				format = 'e'
			}
		}
		dst = strconv.AppendFloat(dst, f, format, -1, bits)
		if format == 'e' {
			// e-09 is written e-9.
			if n := len(dst); n >= 4 && dst[n-4] == 'e' && dst[n-3] == '-' && dst[n-2] == '0' {
				dst[n-2] = dst[n-1]
				dst = dst[:n-1]
			}
		}
		return dst, nil
	}
}

func encodeString(dst []byte, v reflect.Value) ([]byte, error) {
	return AppendString(dst, v.String()), nil
}

// AppendString appends s as a JSON string the way encoding/json writes
// it without HTML escaping: quotes, backslashes and control characters
// escaped (\b \f \n \r \t by name), invalid UTF-8 as U+FFFD, and U+2028
// and U+2029 escaped for JavaScript's sake.
func AppendString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

func (b *builder) pointer(t reflect.Type) encodeFunc {
	elem := b.of(t.Elem())
	return func(dst []byte, v reflect.Value) ([]byte, error) {
		if v.IsNil() {
			return append(dst, "null"...), nil
		}
		return elem(dst, v.Elem())
	}
}

func (b *builder) slice(t reflect.Type) encodeFunc {
	elem := b.of(t.Elem())
	return func(dst []byte, v reflect.Value) ([]byte, error) {
		if v.IsNil() {
			return append(dst, "null"...), nil
		}
		dst = append(dst, '[')
		for i := range v.Len() {
			if i > 0 {
				dst = append(dst, ',')
			}
			var err error
			if dst, err = elem(dst, v.Index(i)); err != nil {
				return dst, err
			}
		}
		return append(dst, ']'), nil
	}
}

// member is one JSON member of a struct: where its field is (through
// embedded structs), its key, written out, and its encoder.
type member struct {
	index     []int
	key       string // "name":
	omitEmpty bool
	enc       encodeFunc
}

func (b *builder) structOf(t reflect.Type) encodeFunc {
	fields, ok := visibleFields(t)
	if !ok {
		return fallback
	}
	members := make([]member, len(fields))
	for i, f := range fields {
		members[i] = member{index: f.index, key: `"` + f.name + `":`, omitEmpty: f.omitEmpty}
	}
	// Encoders are made after the members so that a struct reached again
	// through its own fields finds its entry in made.
	for i, f := range fields {
		members[i].enc = b.of(f.typ)
	}
	return func(dst []byte, v reflect.Value) ([]byte, error) {
		next := byte('{')
	members:
		for i := range members {
			m := &members[i]
			fv := v
			for _, x := range m.index {
				if fv.Kind() == reflect.Pointer {
					if fv.IsNil() {
						continue members // a field of a nil embedded pointer is left out
					}
					fv = fv.Elem()
				}
				fv = fv.Field(x)
			}
			if m.omitEmpty && isEmpty(fv) {
				continue
			}
			dst = append(dst, next)
			next = ','
			dst = append(dst, m.key...)
			var err error
			if dst, err = m.enc(dst, fv); err != nil {
				return dst, err
			}
		}
		if next == '{' {
			return append(dst, "{}"...), nil
		}
		return append(dst, '}'), nil
	}
}

// isEmpty is omitempty's test.
func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Interface, reflect.Pointer:
		return v.IsZero()
	}
	return false
}

// field is a struct field as encoding/json sees it.
type field struct {
	name      string
	tagged    bool
	index     []int
	typ       reflect.Type
	omitEmpty bool
}

// visibleFields lists the members of struct t in encoding/json's order,
// after its rules for embedded structs: their fields are promoted,
// shallower fields hide deeper ones of the same name, a tagged field
// wins a tie at one depth, and an unresolved tie hides both. ok is false
// where the plan leaves the struct to encoding/json (",string" and
// "omitzero").
func visibleFields(t reflect.Type) (fields []field, ok bool) {
	type level struct {
		typ   reflect.Type
		index []int
	}
	next := []level{{typ: t}}
	var count, nextCount map[reflect.Type]int
	visited := map[reflect.Type]bool{}
	for len(next) > 0 {
		current := next
		next = nil
		count, nextCount = nextCount, map[reflect.Type]int{}
		for _, l := range current {
			if visited[l.typ] {
				continue
			}
			visited[l.typ] = true
			for i := range l.typ.NumField() {
				sf := l.typ.Field(i)
				if sf.Anonymous {
					et := sf.Type
					if et.Kind() == reflect.Pointer {
						et = et.Elem()
					}
					if !sf.IsExported() && et.Kind() != reflect.Struct {
						continue
					}
				} else if !sf.IsExported() {
					continue
				}
				tag := sf.Tag.Get("json")
				if tag == "-" {
					continue
				}
				name, opts, _ := strings.Cut(tag, ",")
				if !validName(name) {
					name = ""
				}
				if hasOption(opts, "string") || hasOption(opts, "omitzero") {
					return nil, false
				}
				index := append(slices.Clone(l.index), i)
				ft := sf.Type
				if ft.Name() == "" && ft.Kind() == reflect.Pointer {
					ft = ft.Elem()
				}
				if name != "" || !sf.Anonymous || ft.Kind() != reflect.Struct {
					f := field{name: name, tagged: name != "", index: index, typ: sf.Type, omitEmpty: hasOption(opts, "omitempty")}
					if f.name == "" {
						f.name = sf.Name
					}
					fields = append(fields, f)
					if count[l.typ] > 1 {
						// The struct is embedded twice at this depth: a
						// second copy makes the tie below hide the field.
						fields = append(fields, f)
					}
					continue
				}
				nextCount[ft]++
				if nextCount[ft] == 1 {
					next = append(next, level{typ: ft, index: index})
				}
			}
		}
	}
	slices.SortStableFunc(fields, func(a, b field) int {
		if c := strings.Compare(a.name, b.name); c != 0 {
			return c
		}
		if c := len(a.index) - len(b.index); c != 0 {
			return c
		}
		if a.tagged != b.tagged {
			if a.tagged {
				return -1
			}
			return 1
		}
		return slices.Compare(a.index, b.index)
	})
	var out []field
	for i := 0; i < len(fields); {
		j := i + 1
		for j < len(fields) && fields[j].name == fields[i].name {
			j++
		}
		same := fields[i:j]
		if len(same) == 1 || len(same[0].index) != len(same[1].index) || same[0].tagged != same[1].tagged {
			out = append(out, same[0])
		}
		i = j
	}
	slices.SortFunc(out, func(a, b field) int { return slices.Compare(a.index, b.index) })
	return out, true
}

// hasOption reports whether the comma-separated options of a tag
// include name.
func hasOption(opts, name string) bool {
	for opts != "" {
		var o string
		o, opts, _ = strings.Cut(opts, ",")
		if o == name {
			return true
		}
	}
	return false
}

// validName is encoding/json's test of a tag's name: letters, digits
// and a set of punctuation; another name falls back to the field's.
func validName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		switch {
		case strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c):
		case !unicode.IsLetter(c) && !unicode.IsDigit(c):
			return false
		}
	}
	return true
}
