package registry

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"
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
	bodies := []string{
		`{}`,
		` { "action" : "add_trip" , "casino_name":"Bellagio","coin_in":1500 } `,
		`{"casino_name":"\u0042ellagio","coin_in":1500.50,"neg":-0.5e3}`,
		`{"notes":"a < b & c > d","t":true,"f":false,"n":null}`,
		`{"notes":"caf\u00e9 – é ✓","line":"a\u2028b","tab":"a\tb","quote":"say \"hi\""}`,
		`{"nested":{"z":1,"a":[1,"x",{"k":"v"}],"m":"<"},"arr":[3,2,1],"empty":{}}`,
		`{"\u0061ction":"list_trips","weird key \\ \"":1,"<k>":2}`,
		"{\"bad_utf8\":\"a\xffb\"}",
		`{"deep":[[[[{"a":[]}]]]],"s":"}]{[,"}`,
	}
	for _, body := range bodies {
		t.Run(body, func(t *testing.T) {
			got, err := ParseObject([]byte(body))
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
			if c, m := appendCanonical(nil, got), marshalCanonical(want); !bytes.Equal(c, m) {
				t.Errorf("canonical form\n got  %s\n want %s", c, m)
			}
		})
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
