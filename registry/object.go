package registry

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"math/bits"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/tierline/tierline/internal/domain"
)

// ParseObject reads raw as one JSON object and returns its members; the
// values share raw's memory. A name sent twice is refused naming it:
// encoding/json would keep the last one silently, so
// {"action":"list_trips","action":"delete_trip"} would run what a proxy or
// log that reads the first one never saw (RFC 7493 §2.3).
//
// raw is checked and cut into members in one pass, which allocates
// nothing unless the text nests deeper than 64 levels. The scan*
// functions accept exactly what json.Valid accepts (RFC 8259, with bytes
// that are not UTF-8 allowed in strings and at most maxNestingDepth
// levels) in a fraction of the time of its byte-at-a-time state machine,
// which was most of ParseObject's cost when it ran first and a walk by
// position cut the members out after.
//
// The plain names (no escapes) are copied out together, into one string.
func ParseObject(raw []byte) (map[string]json.RawMessage, error) {
	var spare [16]member
	fields, _, err := parseObject(raw, &spare)
	return fields, err
}

// object is a request object as it came: its text and its members in
// the order they came (in the caller's spare array when they fit), so
// the fingerprint can read the members without iterating the map
// ParseObject made of them, and knows which are plain text. raw is nil
// when only the map is known (an adapter's Request.Fields).
type object struct {
	raw     []byte
	members []member
}

// parseObject is ParseObject, which also returns the members found.
func parseObject(raw []byte, spare *[16]member) (map[string]json.RawMessage, object, error) {
	i := skipSpace(raw, 0)
	if i == len(raw) || raw[i] != '{' {
		return nil, object{}, ErrNotObject
	}
	members := spare[:0]
	plain := 0 // bytes of the plain names
	if i = skipSpace(raw, i+1); i < len(raw) && raw[i] == '}' {
		i++
	} else {
		for {
			if i == len(raw) || raw[i] != '"' {
				return nil, object{}, ErrNotObject
			}
			m := member{name: i}
			if m.nameEnd, m.plain, m.nameText = scanString(raw, i); m.nameEnd < 0 {
				return nil, object{}, ErrNotObject
			}
			if m.plain {
				plain += m.nameEnd - m.name - 2
			}
			if i = skipSpace(raw, m.nameEnd); i == len(raw) || raw[i] != ':' {
				return nil, object{}, ErrNotObject
			}
			if m.value = skipSpace(raw, i+1); m.value < len(raw) && raw[m.value] == '"' {
				m.valueEnd, _, m.valueText = scanString(raw, m.value)
			} else {
				m.valueEnd = scanValue(raw, m.value)
			}
			if m.valueEnd < 0 {
				return nil, object{}, ErrNotObject
			}
			members = append(members, m)
			if i = skipSpace(raw, m.valueEnd); i == len(raw) {
				return nil, object{}, ErrNotObject
			}
			if raw[i] == '}' {
				i++
				break
			}
			if raw[i] != ',' {
				return nil, object{}, ErrNotObject
			}
			i = skipSpace(raw, i+1)
		}
	}
	if skipSpace(raw, i) != len(raw) {
		return nil, object{}, ErrNotObject // something after the object
	}
	var names strings.Builder
	names.Grow(plain)
	for _, m := range members {
		if m.plain {
			names.Write(raw[m.name+1 : m.nameEnd-1])
		}
	}
	text := names.String()
	fields := make(map[string]json.RawMessage, max(len(members), 8))
	for _, m := range members {
		var name string
		if m.plain {
			n := m.nameEnd - m.name - 2
			name, text = text[:n], text[n:]
		} else {
			name = unquote(raw[m.name:m.nameEnd])
		}
		if _, dup := fields[name]; dup {
			if len(name) > 100 {
				name = name[:100] + "…" // the message names the field, not a megabyte of it
			}
			return nil, object{}, domain.Invalid(name, "appears more than once in the body; send each field once")
		}
		fields[name] = raw[m.value:m.valueEnd:m.valueEnd]
	}
	return fields, object{raw: raw, members: members}, nil
}

// member is one name and value of an object, by their place in its text:
// raw[name:nameEnd] is the quoted name, raw[value:valueEnd] the value.
// Offsets rather than slices halve the array ParseObject fills.
type member struct {
	name, nameEnd, value, valueEnd int
	plain                          bool // the name has no escape and is UTF-8
	// nameText and valueText: the name, and the value if a string, are
	// plain text, which json.Marshal writes as it is (see plainText).
	nameText, valueText bool
}

// maxNestingDepth is encoding/json's limit on nested arrays and objects
// (maxNestingDepth in its scanner.go), the top-level object included:
// json.Valid refuses a text nested deeper, so ParseObject does too.
const maxNestingDepth = 10000

// skipSpace returns the index of the first byte at or after i that is not
// JSON whitespace (RFC 8259 §2: only these four).
func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// scanValue returns the end of the JSON value that starts at b[i], or -1
// when there is no valid one there. The value is a member of the
// top-level object, so an array or object there is at depth 2.
func scanValue(b []byte, i int) int {
	if i < len(b) && (b[i] == '{' || b[i] == '[') {
		return scanNested(b, i)
	}
	return scanScalar(b, i)
}

// scanScalar returns the end of the string, number, true, false or null
// at b[i], or -1.
func scanScalar(b []byte, i int) int {
	if i == len(b) {
		return -1
	}
	switch b[i] {
	case '"':
		end, _, _ := scanString(b, i)
		return end
	case 't':
		return scanLiteral(b, i, "true")
	case 'f':
		return scanLiteral(b, i, "false")
	case 'n':
		return scanLiteral(b, i, "null")
	}
	return scanNumber(b, i)
}

// scanNested is scanValue of an array or object. It keeps a stack of the
// open ones rather than recursing, so a deeply nested text cannot grow
// the goroutine's stack.
func scanNested(b []byte, i int) int {
	var spare [64]byte // enough for any request but a hostile one
	open := spare[:0]  // '{' or '[' of each open container, innermost last
	for {
		// b[i] should start a value.
		if i == len(b) {
			return -1
		}
		if c := b[i]; c == '{' || c == '[' {
			if len(open)+2 > maxNestingDepth { // the top-level object, open and this one
				return -1
			}
			if i = skipSpace(b, i+1); i < len(b) && b[i] == c+2 { // '{'+2 is '}', '['+2 is ']'
				i++ // empty
			} else {
				open = append(open, c)
				if c == '{' {
					if i = scanName(b, i); i < 0 {
						return -1
					}
				}
				continue // to the first element
			}
		} else if i = scanScalar(b, i); i < 0 {
			return -1
		}
		// After a value: close what ends here, then on to the next element.
		for {
			if len(open) == 0 {
				return i
			}
			if i = skipSpace(b, i); i == len(b) {
				return -1
			}
			top := open[len(open)-1]
			if b[i] == top+2 {
				open = open[:len(open)-1]
				i++
				continue
			}
			if b[i] != ',' {
				return -1
			}
			if i = skipSpace(b, i+1); top == '{' {
				if i = scanName(b, i); i < 0 {
					return -1
				}
			}
			break
		}
	}
}

// scanName returns the start of the value of the object member whose name
// starts at b[i] (past the name, the ':' and the space around it), or -1.
func scanName(b []byte, i int) int {
	if i == len(b) || b[i] != '"' {
		return -1
	}
	if i, _, _ = scanString(b, i); i < 0 {
		return -1
	}
	if i = skipSpace(b, i); i == len(b) || b[i] != ':' {
		return -1
	}
	return skipSpace(b, i+1)
}

// scanString returns the end of the JSON string that starts at b[i] (its
// opening quote), or -1 when it is not a valid one, and whether its text
// is plain: no escape and valid UTF-8, so the text is its value; and
// whether it is plain text as well, which json.Marshal writes as it is
// (see plainText). As json.Valid, it refuses control characters and
// escapes other than RFC 8259's, and lets bytes that are not UTF-8
// through.
func scanString(b []byte, i int) (end int, plain, text bool) {
	ascii, escaped, html := true, false, false
	for j := i + 1; ; j++ {
		// Go 8 bytes at a time to the next byte that needs a look: most
		// names and values are plain text.
		for len(b)-j >= 8 {
			if stop := notPlain(binary.LittleEndian.Uint64(b[j:])); stop != 0 {
				j += bits.TrailingZeros64(stop) / 8
				break
			}
			j += 8
		}
		if j == len(b) {
			return -1, false, false
		}
		switch c := b[j]; {
		case c == '"':
			return j + 1, !escaped && (ascii || utf8.Valid(b[i+1:j])), ascii && !escaped && !html
		case c == '\\':
			escaped = true
			if j++; j == len(b) {
				return -1, false, false
			}
			switch b[j] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				if len(b)-j <= 4 || !isHex(b[j+1]) || !isHex(b[j+2]) || !isHex(b[j+3]) || !isHex(b[j+4]) {
					return -1, false, false
				}
				j += 4
			default:
				return -1, false, false
			}
		case c < 0x20:
			return -1, false, false // a control character, which must be escaped
		case c >= 0x80:
			ascii = false
		case c == '<' || c == '>' || c == '&':
			html = true
		}
	}
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// scanLiteral returns the end of lit (true, false or null) at b[i], or -1.
func scanLiteral(b []byte, i int, lit string) int {
	if len(b)-i < len(lit) || string(b[i:i+len(lit)]) != lit {
		return -1
	}
	return i + len(lit)
}

// scanNumber returns the end of the JSON number at b[i], or -1:
// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?. What follows it is the
// caller's to check (01 is the number 0 and then a stray 1).
func scanNumber(b []byte, i int) int {
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i == len(b):
		return -1
	case b[i] == '0':
		i++
	case '1' <= b[i] && b[i] <= '9':
		i = skipDigits(b, i+1)
	default:
		return -1
	}
	if i < len(b) && b[i] == '.' {
		if i++; i == len(b) || !isDigit(b[i]) {
			return -1
		}
		i = skipDigits(b, i+1)
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		if i++; i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if i == len(b) || !isDigit(b[i]) {
			return -1
		}
		i = skipDigits(b, i+1)
	}
	return i
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func skipDigits(b []byte, i int) int {
	for i < len(b) && isDigit(b[i]) {
		i++
	}
	return i
}

// unquote is the text of a JSON string, as encoding/json reads it.
func unquote(quoted []byte) string {
	inner := quoted[1 : len(quoted)-1]
	if bytes.IndexByte(inner, '\\') < 0 && utf8.Valid(inner) {
		return string(inner)
	}
	var s string
	_ = json.Unmarshal(quoted, &s)
	return s
}

// fingerprint identifies a request: the endpoint, the format asked for
// and the body in canonical form (keys sorted, insignificant space
// dropped), so the same request sent twice matches however its JSON was
// spelled, whichever surface it came by. The canonical form is exactly
// what json.Marshal makes of the body decoded with UseNumber (records
// stored before stay valid); plain members, the usual case, are copied as
// they came, and only the others go through encoding/json. obj is the
// body as parseObject found it, when there was one: its members are read
// in order rather than from the map (and are sorted in place).
func (d *Dispatcher) fingerprint(route Route, fields map[string]json.RawMessage, obj object, asCSV bool) string {
	buf := make([]byte, 0, 512)
	// "POST <path>" keeps the fingerprints of records stored before the
	// dispatcher existed valid.
	buf = append(buf, "POST\n"...)
	buf = append(buf, route.Path...)
	buf = append(buf, '\n')
	if asCSV {
		buf = append(buf, "csv\n"...) // a CSV answer is not the replay of a JSON one
	}
	if canon, ok := appendCanonicalText(buf, obj); ok {
		buf = canon
	} else {
		buf = appendCanonical(buf, fields)
	}
	sum := sha256.Sum256(buf)
	var text [2 * sha256.Size]byte
	hex.Encode(text[:], sum[:])
	return string(text[:])
}

// appendCanonicalText is appendCanonical from the members of obj, in
// the order parseObject found them, which it sorts in place: without the
// map's iteration, its lookups, and a second look at each name and
// string value, which parseObject's scan already found plain text or
// not. ok is false, and buf unchanged, when obj has no text or a name is
// not plain text, whose order by bytes might not be encoding/json's order
// by decoded name (a rare body, for appendCanonical).
func appendCanonicalText(buf []byte, obj object) (_ []byte, ok bool) {
	raw, ms := obj.raw, obj.members
	if raw == nil {
		return buf, false
	}
	for _, m := range ms {
		if !m.nameText {
			return buf, false
		}
	}
	// The names are plain text, so their bytes are their text and sort
	// as encoding/json sorts a map's keys; and they differ (parseObject
	// refuses a name sent twice). They are compared without their quotes:
	// ' ' and '!' sort before '"' ("a " before "a").
	name := func(m member) []byte { return raw[m.name+1 : m.nameEnd-1] }
	if len(ms) <= 16 {
		for i := 1; i < len(ms); i++ { // insertion sort: a few members, most often in order already
			for j := i; j > 0 && string(name(ms[j])) < string(name(ms[j-1])); j-- {
				ms[j], ms[j-1] = ms[j-1], ms[j]
			}
		}
	} else {
		slices.SortFunc(ms, func(a, b member) int { return bytes.Compare(name(a), name(b)) })
	}
	buf = append(buf, '{')
	for i, m := range ms {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = append(buf, raw[m.name:m.nameEnd]...)
		buf = append(buf, ':')
		if m.valueText {
			buf = append(buf, raw[m.value:m.valueEnd]...)
		} else {
			buf = appendValue(buf, raw[m.value:m.valueEnd])
		}
	}
	return append(buf, '}'), true
}

// appendCanonical appends json.Marshal of the members decoded as
// encoding/json with UseNumber decodes them.
func appendCanonical(buf []byte, fields map[string]json.RawMessage) []byte {
	names := make([]string, 0, 16)
	for k := range fields {
		names = append(names, k)
	}
	slices.Sort(names) // as encoding/json sorts a map's keys
	buf = append(buf, '{')
	for i, k := range names {
		if i > 0 {
			buf = append(buf, ',')
		}
		if plainText(k) {
			buf = append(buf, '"')
			buf = append(buf, k...)
			buf = append(buf, '"')
		} else {
			b, _ := json.Marshal(k)
			buf = append(buf, b...)
		}
		buf = append(buf, ':')
		buf = appendValue(buf, fields[k])
	}
	return append(buf, '}')
}

// appendValue appends a value as json.Marshal writes it after a decode
// with UseNumber: numbers, true, false, null and strings of plain text
// are their own text; anything else is decoded and encoded.
func appendValue(buf []byte, raw json.RawMessage) []byte {
	switch c := raw[0]; {
	case c == '"' && plainText(raw[1:len(raw)-1]):
		return append(buf, raw...)
	case c == '-' || (c >= '0' && c <= '9') || c == 't' || c == 'f' || c == 'n':
		return append(buf, raw...)
	}
	// A copy for the decoder, which escapes: raw would otherwise escape
	// with it, and so the members the fingerprint was given beside it,
	// which then could not live on Dispatch's stack.
	dec := json.NewDecoder(bytes.NewReader(bytes.Clone(raw)))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return buf
	}
	b, _ := json.Marshal(v)
	return append(buf, b...)
}

// plainText reports whether json.Marshal writes s between quotes as it
// is: printable ASCII without '"', '\\' or the HTML characters it escapes
// ('<', '>', '&'). It looks at 8 bytes at a time, as scanString does.
func plainText[T ~string | ~[]byte](s T) bool {
	for len(s) >= 8 {
		if notPlain(load64(s)) != 0 {
			return false
		}
		s = s[8:]
	}
	tail := uint64(0x2020202020202020) // the rest, shifted in over spaces, which are plain
	for i := range len(s) {
		tail = tail<<8 | uint64(s[i])
	}
	return notPlain(tail) == 0
}

// load64 is the first 8 bytes of s, the first in the low byte.
func load64[T ~string | ~[]byte](s T) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// notPlain marks (with its high bit) each of the 8 bytes of x, the
// first in the low byte, that is not plain text: a control character,
// '"', '\\', '<', '>', '&' or a byte of 0x80 or more. A subtraction's
// borrow may mark a byte after one that is marked rightly, but the first
// byte marked is always one that is not plain, and x is all plain text
// exactly when nothing is marked.
func notPlain(x uint64) uint64 {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	return (x | (x - 0x20*ones) | ((x ^ '"'*ones) - ones) | ((x ^ '\\'*ones) - ones) |
		((x ^ '&'*ones) - ones) | (((x &^ (2 * ones)) ^ '<'*ones) - ones)) & highs // '<' and '>' differ in bit 1 only
}
