package registry

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"

	"github.com/tierline/tierline/internal/domain"
)

// marshalCanonical is how fingerprints were made before appendCanonical:
// every stored record's fingerprint depends on getting the same bytes.
func marshalCanonical(fields map[string]json.RawMessage) []byte {
	generic := make(map[string]any, len(fields))
	for k, raw := range fields {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.UseNumber()
		var v any
		if err := dec.Decode(&v); err == nil {
			generic[k] = v
		}
	}
	b, _ := json.Marshal(generic)
	return b
}

func TestParseObjectAndTheCanonicalFormMatchEncodingJSON(t *testing.T) {
	many := make([]string, 20) // more members than parseObject's spare array, in reverse order
	for i := range many {
		many[i] = fmt.Sprintf(`"k%02d":%d`, len(many)-i, i)
	}
	bodies := []string{
		`{}`, ` { } `,
		` { "action" : "add_trip" , "casino_name":"Bellagio","coin_in":1500 } `,
		`{"action":"bench_add_trip","casino_name":"Bellagio","coin_in":1500,"start_date":"2026-03-01","end_date":"2026-03-03"}`,
		`{"casino_name":"\u0042ellagio","coin_in":1500.50,"neg":-0.5e3,"big":1E+400,"small":-1.25e-10,"zero":-0}`,
		`{"notes":"a < b & c > d","t":true,"f":false,"n":null}`,
		`{"lt":"<","gt":">","amp":"&","e":"\u0026","long":"0123456789abcdef&","tail":"01234567&"}`,
		`{"<":1,"a>b":2,"&&&&&&&&&":3}`,
		`{"notes":"caf\u00e9 – é ✓","line":"a\u2028b","tab":"a\tb","quote":"say \"hi\"","slash":"a\/b"}`,
		`{"nested":{"z":1,"a":[1,"x",{"k":"v"}],"m":"<"},"arr":[3,2,1],"empty":{},"e":[]}`,
		`{"\u0061ction":"list_trips","weird key \\ \"":1,"<k>":2}`,
		"{\"bad_utf8\":\"a\xffb\",\"del\":\"\x7f\"}",
		"{\"na\xffme\":1,\"b\":2}",
		`{"deep":[[[[{"a":[]}]]]],"s":"}]{[,"}`,
		// Names that sort differently with their quotes: ' ' and '!' come
		// before '"'.
		`{"a!":1,"a":2,"a ":3,"a#":4,"A":5,"_":6,"~":7,"":8}`,
		"{" + strings.Join(many, ",") + "}",
	}
	d := &Dispatcher{}
	route, _ := ActionRoute("player")
	for _, body := range bodies {
		t.Run(body, func(t *testing.T) {
			var spare [16]member
			got, obj, err := parseObject([]byte(body), &spare)
			if err != nil {
				t.Fatal(err)
			}
			var want map[string]json.RawMessage
			if err := json.Unmarshal([]byte(body), &want); err != nil {
				t.Fatal(err)
			}
			if len(got) != len(want) {
				t.Fatalf("%d members, want %d", len(got), len(want))
			}
			for k, v := range want {
				if !bytes.Equal(got[k], v) {
					t.Errorf("%q = %s, want %s", k, got[k], v)
				}
			}
			canonical := marshalCanonical(want)
			checkCanonical(t, got, obj, canonical)
			// The fingerprint is that of records stored before.
			sum := sha256.Sum256(append([]byte("POST\n"+route.Path+"\n"), canonical...))
			wantFP := hex.EncodeToString(sum[:])
			if fp := d.fingerprint(route, got, obj, false); fp != wantFP {
				t.Errorf("fingerprint %s, want %s", fp, wantFP)
			}
			if fp := d.fingerprint(route, got, object{}, false); fp != wantFP {
				t.Errorf("fingerprint from the map %s, want %s", fp, wantFP)
			}
		})
	}
}

// checkCanonical fails t unless both ways to the canonical form, from the
// map and from the members parseObject found, make want (marshalCanonical
// of the body), and the way from the members is taken whenever every name
// is plain text as json.Marshal writes it.
func checkCanonical(t *testing.T, fields map[string]json.RawMessage, obj object, want []byte) {
	t.Helper()
	if got := appendCanonical(nil, fields); !bytes.Equal(got, want) {
		t.Fatalf("canonical form from the map\n got  %s\n want %s", got, want)
	}
	// Without a backslash in the body, every name is sent as it is
	// decoded; it is plain text when ASCII that json.Marshal writes as it
	// is.
	plainNames := !bytes.ContainsRune(obj.raw, '\\')
	for k := range fields {
		b, _ := json.Marshal(k)
		plainNames = plainNames && string(b) == `"`+k+`"` && strings.IndexFunc(k, func(r rune) bool { return r >= utf8.RuneSelf }) < 0
	}
	got, ok := appendCanonicalText(nil, obj)
	switch {
	case ok && !bytes.Equal(got, want):
		t.Fatalf("canonical form from the text\n got  %s\n want %s", got, want)
	case !ok && plainNames:
		t.Fatalf("canonical form from the text not made, but every name is plain text")
	}
}

func TestParseObjectRefusesWhatIsNotOneObject(t *testing.T) {
	for _, body := range []string{``, ` `, `[]`, `"x"`, `{"a":1} {}`, `{"a":1,}`, `{"a" 1}`, `{'a':1}`, `{"a":1}x`, `null`} {
		if _, err := ParseObject([]byte(body)); !errors.Is(err, ErrNotObject) {
			t.Errorf("%q: %v, want ErrNotObject", body, err)
		}
	}
	if _, err := ParseObject([]byte(`{"a":1,"b":2,"a":3}`)); err == nil || errors.Is(err, ErrNotObject) {
		t.Errorf("a name sent twice: %v, want the error naming it", err)
	}
}

// scanCases are texts at the edges of what json.Valid accepts, for the
// equivalence test and as the fuzzer's seeds. Each is also tried as the
// value of a member, so the number, string and literal cases need no
// object around them.
var scanCases = []string{
	// Empty input, whitespace (only space, tab, LF and CR are JSON's).
	``, ` `, "\t", `{`, `}`, `{}`, ` {} `, "\t{\n}\r\n", "\r\n\t {\r\n\t }\r\n\t ",
	"\v{}", "\f{}", "{}\v", "{\f}", "\u00a0{}", "{\u00a0}", "\x00{}", "{}\x00", "\ufeff{}",
	`{"a" : 1 , "b" :2}`, "{\"a\"\t:\n1\r,\"b\":[ 1 ,\t2 ] }",
	// Top-level texts that are not an object.
	`[]`, `[{}]`, `"x"`, `1`, `-1`, `true`, `false`, `null`, `"{}"`,
	// Numbers.
	`0`, `-0`, `1`, `-1`, `10`, `1234567890`, `1.5`, `-1.5`, `0.0`, `-0.0e0`, `1e5`, `1E5`, `1e+5`, `1E-5`,
	`0e0`, `1.25e-10`, `123456789012345678901234567890`, `1e400`, `-1e-400`,
	`01`, `-01`, `00`, `-00`, `1.`, `.5`, `-.5`, `-`, `+1`, `--1`, `-a`, `1e`, `1E`, `1e+`, `1e-`, `1.e5`,
	`1.5.5`, `1e5e5`, `1ee5`, `1e5.5`, `0x10`, `1_000`, `NaN`, `Infinity`, `-Infinity`, `1 2`, `1-`, `1+1`,
	`0.`, `0.e1`, `0e`, `-e1`, `e1`, `1e+-5`, `１`,
	// Literals.
	`true`, `false`, `null`, `tru`, `fals`, `nul`, `t`, `f`, `n`, `True`, `FALSE`, `NULL`, `truex`,
	`nullnull`, `true false`, `nil`, `undefined`,
	// Strings.
	`""`, `"a"`, `"\"\\\/\b\f\n\r\t"`, `"\u0000"`, `"\u00e9\u00E9\uABCD\uabcd"`, `"\ud800"`, `"\udc00\ud800"`,
	`"\ud83d\ude00"`, `"\u12"`, `"\u12G4"`, `"\u"`, `"\u123"`, `"\u123""`, `"\u123x"`, `"\u000g"`, `"\uG000"`,
	`"\u0G00"`, `"\uFFFF"`, `"\uffff"`, `"\u09aF"`, `"\u/000"`, `"\u:000"`, `"\u@000"`, `"\u000[" `, `"\ugggg"`,
	`"\U1234"`, `"\x41"`, `"\'"`, `"\a"`, `"\0"`,
	`"\ "`, `"\`, `"\"`, `"a`, `"`, `"\\"`, `"\\\"`, `'a'`, `"a"b"`, `"a""b"`,
	"\"\x00\"", "\"\x1f\"", "\"\t\"", "\"\n\"", "\"\r\"", "\"\x7f\"", "\"a\x01b\"",
	"\"\xff\"", "\"\xc0\x80\"", "\"\xed\xa0\x80\"", "\"\xe2\x82\"", "\"\xf4\x90\x80\x80\"", "\"\x80\"",
	"\"é – ✓ 😀\"", "\"\u2028\u2029\"",
	// Arrays and objects as values.
	`[]`, `[ ]`, `[1]`, `[1,2]`, `[1,2,]`, `[,1]`, `[,]`, `[1 2]`, `[1,,2]`, `[`, `]`, `[1`, `[1,`, `[}`,
	`[1}`, `[[]]`, `[[],[]]`, `[[[]]`, `[[]]]`, `[{}]`, `[{"a":[]}]`, `["a",{"b":[true,null,false]}]`,
	`{}`, `{ }`, `{"b":1}`, `{"b"}`, `{"b":}`, `{"b":1,}`, `{,}`, `{,"b":1}`, `{"b"::1}`, `{"b":1 "c":2}`,
	`{"b":1,,"c":2}`, `{1:2}`, `{b:1}`, `{'b':1}`, `{"b":1]`, `{]`, `{{}}`, `{"b":{"c":{}}}`, `{"b":[}]}`,
	`{"b":1}}`, `{"b" 1}`, `{"b":1:2}`, `{"b":1,"b":2}`,
	// Whole bodies: trailing garbage, a second value, duplicates.
	`{"a":1}`, `{"a":1}x`, `{"a":1} {}`, `{"a":1},`, `{"a":1}]`, `{"a":1}}`, `{"a":1} 1`, `{"a":1}"`,
	`{"a":1,}`, `{"a" 1}`, `{'a':1}`, `{"a":1 }  ` + "\n",
	`{"a":1,"b":2,"a":3}`, `{"":[],"":0}`, `{"a":1,"\u0061":2}`, `{"\u0061":1,"a":2}`, "{\"\xff\":1,\"\xfe\":2}",
	`{"` + strings.Repeat("n", 150) + `":1,"` + strings.Repeat("n", 150) + `":2}`,
	`{"action":"bench_add_trip","casino_name":"Bellagio","coin_in":1500,"start_date":"2026-03-01","end_date":"2026-03-03"}`,
	`{"nested":{"z":1,"a":[1,"x",{"k":"v"}],"m":"<"},"arr":[3,2,1],"empty":{},"s":"}]{[,\"","n":-0.5e3}`,
	// Nesting: past the 64 containers scanNested keeps without allocating,
	// and at encoding/json's limit of 10000 (the top-level object counts).
	nested(`{"a":`, 100, `[`, "0", `]`, `}`),
	nested(`{"a":`, 9999, `[`, "", `]`, `}`),
	nested(`{"a":`, 10000, `[`, "", `]`, `}`),
	nested(`{"a":`, 9998, `[`, "[]", `]`, `}`),
	nested(`{"a":`, 9999, `[`, "[]", `]`, `}`),
	nested(`{"a":`, 9998, `{"b":`, "{}", `}`, `}`),
	nested(`{"a":`, 9999, `{"b":`, "{}", `}`, `}`),
	nested(`{"a":`, 9999, `{"b":`, "1", `}`, `}`),
	nested(`{"a":`, 4999, `[{"b":`, "[]", `}]`, `}`),
	nested(`{"a":`, 4999, `[{"b":`, "[[]]", `}]`, `}`),
	nested(`{"a":`, 5000, `[{"b":`, "1", `}]`, `}`),
	nested(`{"a":`, 10000, `[`, "", `]`, `}`)[:15000], // cut short
	nested(``, 10000, `{"a":`, "{}", `}`, ``),
	nested(``, 10001, `{"a":`, "1", `}`, ``),
	nested(``, 10000, `{"a":`, "1", `}`, ``),
}

// nested is prefix, n times open, inner, n times close, suffix.
func nested(prefix string, n int, open, inner, close, suffix string) string {
	return prefix + strings.Repeat(open, n) + inner + strings.Repeat(close, n) + suffix
}

// scanBodies are scanCases as they come, each as the value of a member,
// and every prefix of a few valid bodies.
func scanBodies() []string {
	var bodies []string
	for _, c := range scanCases {
		bodies = append(bodies, c, `{"v":`+c+`}`, `{"a":[`+c+`],"v":`+c+` }`)
	}
	for _, b := range []string{
		`{"action":"bench_add_trip","casino_name":"Bellagio","coin_in":-1500.25e+2,"ok":true,"no":false,"nil":null}`,
		`{"nested":{"z":1,"a":[1,"x\u00e9\n",{"k":"v"}]},"arr":[3,2,1],"empty":{},"e":[]}`,
		"\r\n { \"a\" : [ 1 , { \"b\" : \"\\\"\" } ] , \"c\" : 0.5E-3 } \t",
	} {
		for n := range len(b) + 1 {
			bodies = append(bodies, b[:n])
		}
	}
	return bodies
}

// checkParseObject fails t unless ParseObject refuses raw exactly when
// json.Valid does or its text is not an object, and otherwise returns the
// members json.Unmarshal finds, or the error naming the first name sent
// twice.
func checkParseObject(t *testing.T, raw []byte) {
	t.Helper()
	var spare [16]member
	got, obj, err := parseObject(raw, &spare)
	trimmed := bytes.TrimLeft(raw, " \t\r\n")
	if !json.Valid(raw) || trimmed[0] != '{' {
		if !errors.Is(err, ErrNotObject) {
			t.Fatalf("%.80q: %v, want ErrNotObject", raw, err)
		}
		return
	}
	if errors.Is(err, ErrNotObject) {
		t.Fatalf("%.80q: ErrNotObject, but json.Valid accepts it", raw)
	}
	if dup, ok := firstDuplicate(t, raw); ok {
		if len(dup) > 100 {
			dup = dup[:100] + "…"
		}
		if want := dup + ": appears more than once in the body; send each field once"; domain.ErrorMessage(err) != want {
			t.Fatalf("%.80q: %v, want %q", raw, err, want)
		}
		return
	}
	if err != nil {
		t.Fatalf("%.80q: %v", raw, err)
	}
	var want map[string]json.RawMessage
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatalf("%.80q: json.Unmarshal: %v", raw, err)
	}
	if len(got) != len(want) {
		t.Fatalf("%.80q: %d members, want %d", raw, len(got), len(want))
	}
	for k, v := range want {
		g, ok := got[k]
		switch {
		case !ok:
			t.Fatalf("%.80q: no member %q", raw, k)
		case !bytes.Equal(g, v):
			t.Fatalf("%.80q: %q = %.80q, want %.80q", raw, k, g, v)
		case cap(g) != len(g) || len(g) > 0 && !sharesMemory(raw, g):
			t.Fatalf("%.80q: %q is not a clipped slice of raw", raw, k)
		}
	}
	checkCanonical(t, got, obj, marshalCanonical(want))
}

// firstDuplicate is the first name of raw's object sent a second time, as
// encoding/json decodes it, if one is.
func firstDuplicate(t *testing.T, raw []byte) (string, bool) {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil { // {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		name := tok.(string)
		if seen[name] {
			return name, true
		}
		seen[name] = true
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatal(err)
		}
	}
	return "", false
}

func sharesMemory(raw, part []byte) bool {
	for i := range raw {
		if &raw[i] == &part[0] {
			return true
		}
	}
	return false
}

func TestParseObjectJudgesAsJSONValidAndSplitsAsUnmarshal(t *testing.T) {
	for _, body := range scanBodies() {
		checkParseObject(t, []byte(body))
	}
	// Every control character in a string, as a name and as a value.
	for c := range 0x20 {
		checkParseObject(t, []byte(fmt.Sprintf("{\"%c\":1}", c)))
		checkParseObject(t, []byte(fmt.Sprintf("{\"a\":\"x%cy\"}", c)))
	}
	// The bytes scanString must stop at, at every place of a string long
	// enough to be read 8 bytes at a time, in a name and in a value; the
	// bytes that are not UTF-8 in names that are the same once decoded.
	const text = "abcdefghijklmnopqrstuvwxyz"
	for at := range 18 {
		for _, c := range []byte{0, 0x1f, '"', '\\', 0x7f, 0x80, 0xff, '<', '>', '&', ' ', '!', '=', '?', '%', '\'', '/'} {
			s := text[:at] + string([]byte{c}) + text[at:]
			checkParseObject(t, []byte(`{"`+s+`":1}`))
			checkParseObject(t, []byte(`{"a":"`+s+`"}`))
			checkParseObject(t, []byte(`{"a":["`+s+`"]}`))
		}
		checkParseObject(t, []byte(`{"`+text[:at]+"\xfe"+text[at:]+`":1,"`+text[:at]+"\xff"+text[at:]+`":2}`))
		checkParseObject(t, []byte(`{"`+text[:at]+"é"+text[at:]+`":1,"`+text[:at]+`\u00e9`+text[at:]+`":2}`))
	}
	// Every byte after a backslash.
	for c := range 256 {
		checkParseObject(t, append([]byte(`{"a":"\`), byte(c), '"', '}'))
	}
}

// TestParseObjectTableHasTheEdges makes sure the table tests the edges it
// names: json.Valid's verdicts on a few of them, which the equivalence
// test alone would not notice changing.
func TestParseObjectTableHasTheEdges(t *testing.T) {
	for _, tt := range []struct {
		body string
		want bool
	}{
		{"{\"a\":\"\xff\"}", true}, // json.Valid does not check UTF-8
		{nested(`{"a":`, 9999, `[`, "", `]`, `}`), true},
		{nested(`{"a":`, 10000, `[`, "", `]`, `}`), false},
		{"{\"a\":\"\x1f\"}", false},
		{"\v{}", false},
	} {
		if json.Valid([]byte(tt.body)) != tt.want {
			t.Errorf("json.Valid(%.40q) = %v, want %v", tt.body, !tt.want, tt.want)
		}
		if _, err := ParseObject([]byte(tt.body)); (err == nil) != tt.want {
			t.Errorf("ParseObject(%.40q): %v", tt.body, err)
		}
	}
}

// FuzzParseObject holds checkParseObject's property over mutations of the
// table; a plain go test runs only the seeds. To fuzz:
// go test ./registry -run xxx -fuzz FuzzParseObject -fuzztime 60s
func FuzzParseObject(f *testing.F) {
	for _, body := range scanBodies() {
		if len(body) < 1000 { // the deep ones are in the test; they slow the mutator down
			f.Add([]byte(body))
		}
	}
	f.Fuzz(checkParseObject)
}

func BenchmarkParseObject(b *testing.B) {
	bodies := []struct{ name, body string }{
		{"flat", `{"action":"bench_add_trip","casino_name":"Bellagio","coin_in":1500,"start_date":"2026-03-01","end_date":"2026-03-03"}`},
		{"nested", `{"action":"bench_add_session","trip":{"casino_name":"Bellagio","days":[1,2,3]},"games":["slots","keno"],"notes":"a \"quoted\" note","amount":-12.5e2,"flag":true,"none":null}`},
	}
	for _, bb := range bodies {
		raw := []byte(bb.body)
		b.Run(bb.name, func(b *testing.B) {
			b.SetBytes(int64(len(raw)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := ParseObject(raw); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkFingerprint is the fingerprint of the pipeline benchmark's
// body, from the members parseObject found and from the map alone (an
// adapter's fields).
func BenchmarkFingerprint(b *testing.B) {
	d := &Dispatcher{}
	route, _ := ActionRoute("player")
	var spare [16]member
	fields, obj, err := parseObject([]byte(`{"action":"bench_add_trip","casino_name":"Bellagio","coin_in":1500,"start_date":"2026-03-01","end_date":"2026-03-03"}`), &spare)
	if err != nil {
		b.Fatal(err)
	}
	sent := spare // the order the members came in, which fingerprint sorts
	for _, bb := range []struct {
		name string
		obj  object
	}{{"text", obj}, {"map", object{}}} {
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				spare = sent
				_ = d.fingerprint(route, fields, bb.obj, false)
			}
		})
	}
}

// TestReadAtMostWithASize: a known size only sizes the buffer; whatever
// the size says, the whole body (or MaxBody and one byte more) is read.
func TestReadAtMostWithASize(t *testing.T) {
	body := strings.Repeat("x", 700)
	for _, tc := range []struct {
		name string
		size int64
		n    int
		want int
	}{
		{"unknown", 0, 1000, 700},
		{"unknown, negative", -1, 1000, 700},
		{"exact", 700, 1000, 700},
		{"smaller than the body", 10, 1000, 700},
		{"larger than the body", 5000, 10000, 700},
		{"past the limit", 700, 100, 100},
		{"at the limit", 100, 100, 100},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Half reads, to cross every buffer edge.
			got, err := readAtMost(iotest.HalfReader(strings.NewReader(body)), tc.n, tc.size)
			if err != nil || len(got) != tc.want || string(got) != body[:tc.want] {
				t.Errorf("read %d bytes, err %v; want %d", len(got), err, tc.want)
			}
		})
	}
	if got, _ := readAtMost(strings.NewReader(body), 1000, 700); cap(got) != 701 {
		t.Errorf("a body of its announced size read into %d bytes, want 701", cap(got))
	}
}
