package registry

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
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
// raw is checked once by json.Valid, which allocates nothing; the members
// are then cut out of it by position, since a valid text needs no second
// check.
//
// The plain names (no escapes) are copied out together, into one string.
func ParseObject(raw []byte) (map[string]json.RawMessage, error) {
	if !json.Valid(raw) {
		return nil, ErrNotObject
	}
	i := skipSpace(raw, 0)
	if raw[i] != '{' {
		return nil, ErrNotObject
	}
	var spare [16]member
	members := spare[:0]
	plain := 0 // bytes of the plain names
	if i = skipSpace(raw, i+1); raw[i] != '}' {
		for {
			end := skipString(raw, i)
			m := member{quoted: raw[i:end], name: raw[i+1 : end-1]}
			if m.plain = bytes.IndexByte(m.name, '\\') < 0 && utf8.Valid(m.name); m.plain {
				plain += len(m.name)
			}
			i = skipSpace(raw, skipSpace(raw, end)+1) // past the ':'
			vend := skipValue(raw, i)
			m.value = raw[i:vend:vend]
			members = append(members, m)
			if i = skipSpace(raw, vend); raw[i] == '}' {
				break
			}
			i = skipSpace(raw, i+1) // past the ','
		}
	}
	var names strings.Builder
	names.Grow(plain)
	for _, m := range members {
		if m.plain {
			names.Write(m.name)
		}
	}
	text := names.String()
	fields := make(map[string]json.RawMessage, max(len(members), 8))
	for _, m := range members {
		var name string
		if m.plain {
			name, text = text[:len(m.name)], text[len(m.name):]
		} else {
			name = unquote(m.quoted)
		}
		if _, dup := fields[name]; dup {
			if len(name) > 100 {
				name = name[:100] + "…" // the message names the field, not a megabyte of it
			}
			return nil, domain.Invalid(name, "appears more than once in the body; send each field once")
		}
		fields[name] = m.value
	}
	return fields, nil
}

// member is one name and value of an object, as found in its text.
type member struct {
	quoted, name, value []byte
	plain               bool
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// skipString returns the end of the string that starts at b[i].
func skipString(b []byte, i int) int {
	for j := i + 1; j < len(b); j++ {
		switch b[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return len(b)
}

// skipValue returns the end of the (valid) value that starts at b[i].
func skipValue(b []byte, i int) int {
	switch b[i] {
	case '"':
		return skipString(b, i)
	case '{', '[':
		depth := 0
		for j := i; j < len(b); j++ {
			switch b[j] {
			case '"':
				j = skipString(b, j) - 1
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return j + 1
				}
			}
		}
		return len(b)
	default: // a number, true, false or null
		j := i
		for j < len(b) && b[j] != ',' && b[j] != '}' && b[j] != ']' && b[j] != ' ' && b[j] != '\t' && b[j] != '\r' && b[j] != '\n' {
			j++
		}
		return j
	}
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
// they came, and only the others go through encoding/json.
func (d *Dispatcher) fingerprint(route Route, fields map[string]json.RawMessage, asCSV bool) string {
	buf := make([]byte, 0, 512)
	// "POST <path>" keeps the fingerprints of records stored before the
	// dispatcher existed valid.
	buf = append(buf, "POST\n"...)
	buf = append(buf, route.Path...)
	buf = append(buf, '\n')
	if asCSV {
		buf = append(buf, "csv\n"...) // a CSV answer is not the replay of a JSON one
	}
	buf = appendCanonical(buf, fields)
	sum := sha256.Sum256(buf)
	var text [2 * sha256.Size]byte
	hex.Encode(text[:], sum[:])
	return string(text[:])
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
		buf = appendPlainOrMarshal(buf, nil, k)
		buf = append(buf, ':')
		buf = appendPlainOrMarshal(buf, fields[k], "")
	}
	return append(buf, '}')
}

// appendPlainOrMarshal appends a value (raw) or a name (when raw is nil)
// as json.Marshal writes it after a decode with UseNumber: numbers, true,
// false, null and strings of printable ASCII that json.Marshal does not
// escape are their own text; anything else is decoded and encoded.
func appendPlainOrMarshal(buf []byte, raw json.RawMessage, name string) []byte {
	if raw == nil {
		if plainText(name) {
			buf = append(buf, '"')
			buf = append(buf, name...)
			return append(buf, '"')
		}
		b, _ := json.Marshal(name)
		return append(buf, b...)
	}
	switch c := raw[0]; {
	case c == '"' && plainText(string(raw[1:len(raw)-1])):
		return append(buf, raw...)
	case c == '-' || (c >= '0' && c <= '9') || c == 't' || c == 'f' || c == 'n':
		return append(buf, raw...)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return buf
	}
	b, _ := json.Marshal(v)
	return append(buf, b...)
}

// plainText reports whether json.Marshal writes s between quotes as it
// is: printable ASCII without '"', '\\' or the HTML characters it escapes.
func plainText(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c < 0x20 || c >= 0x80, c == '"', c == '\\', c == '<', c == '>', c == '&':
			return false
		}
	}
	return true
}
