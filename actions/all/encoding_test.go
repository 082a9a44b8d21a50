package all

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/tierline/tierline/internal/jsonenc"
	"github.com/tierline/tierline/internal/jsonenc/jsonenctest"
	"github.com/tierline/tierline/registry"
)

// Every action's answer is written by a plan (jsonenc) instead of
// encoding/json; for random outputs of every registered action, the
// bytes are encoding/json's, value and pointer alike.
func TestEveryOutputEncodesAsEncodingJSON(t *testing.T) {
	for _, a := range registry.Default.List() {
		t.Run(a.Name, func(t *testing.T) {
			enc := jsonenc.For(a.Output)
			fill := jsonenctest.New(uint64(len(a.Name)))
			for range 50 {
				v := fill.Value(a.Output)
				p := reflect.New(a.Output)
				p.Elem().Set(v)
				for _, x := range []any{v.Interface(), p.Interface()} {
					want, got, wantErr, gotErr := jsonenctest.Both(enc, x)
					if (wantErr != nil) != (gotErr != nil) {
						t.Fatalf("errors differ: encoding/json %v, plan %v", wantErr, gotErr)
					}
					if wantErr == nil && !bytes.Equal(want, got) {
						t.Fatalf("bytes differ:\nencoding/json %s\nplan          %s", want, got)
					}
				}
			}
		})
	}
}
