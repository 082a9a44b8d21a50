package dirsnap

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sync/atomic"
)

// EncodedCasino is one casino's JSON as the API answers it (distance_km
// null), in two forms: as it stands, and as the inside of a JSON string
// (MCP answers it twice, as structured content and as text). A search
// answer is then put together from these pieces instead of encoding two
// dozen casinos by reflection on every request: the casino never changes
// within a snapshot. Read-only.
type EncodedCasino struct {
	JSON   []byte
	Quoted []byte
}

// encoded returns casino i's JSON, encoding it on first use. Pieces are
// made on demand rather than at Build so that a directory of 100,000
// casinos holds only the ones asked for; two requests racing on the same
// casino both encode it, and either result is the same bytes.
func (s *Snapshot) encoded(i int32) (*EncodedCasino, error) {
	if e := s.json[i].Load(); e != nil {
		return e, nil
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false) // as the API's answers are written
	c := s.casinos[i]
	c.DistanceKm = nil
	if err := enc.Encode(c); err != nil {
		return nil, fmt.Errorf("dirsnap: encode casino %s: %w", c.Slug, err)
	}
	plain := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	e := &EncodedCasino{JSON: plain, Quoted: AppendQuoted(nil, plain)}
	s.json[i].Store(e)
	return e, nil
}

// newEncodedSlots makes the (empty) pieces of n casinos.
func newEncodedSlots(n int) []atomic.Pointer[EncodedCasino] {
	return make([]atomic.Pointer[EncodedCasino], n)
}

// AppendQuoted appends the JSON text js as the inside of a JSON string.
// js is encoding/json's output, whose control characters, U+2028 and
// U+2029 are escaped already, so only quotes and backslashes need a
// backslash.
func AppendQuoted(dst, js []byte) []byte {
	// Quotes are dense in JSON and backslashes rare: the next of each is
	// found with IndexByte (vectorised), recomputed only once passed.
	quote, slash := bytes.IndexByte(js, '"'), bytes.IndexByte(js, '\\')
	done := 0
	for quote >= 0 || slash >= 0 {
		i := quote
		if i < 0 || (slash >= 0 && slash < i) {
			i = slash
		}
		dst = append(dst, js[done:i]...)
		dst = append(dst, '\\', js[i])
		done = i + 1
		if i == quote {
			if quote = bytes.IndexByte(js[done:], '"'); quote >= 0 {
				quote += done
			}
		} else if slash = bytes.IndexByte(js[done:], '\\'); slash >= 0 {
			slash += done
		}
	}
	return append(dst, js[done:]...)
}
