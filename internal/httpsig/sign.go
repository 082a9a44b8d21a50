package httpsig

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/sha512"
	"fmt"
	"strings"
	"time"

	"github.com/dunglas/httpsfv"
)

// SignOptions say what Sign covers and which parameters it sets.
type SignOptions struct {
	// Label names the signature in both fields (default "sig1").
	Label string
	// Components are the covered component names, e.g. "@authority",
	// "@method", "@path", "content-type" (no component parameters).
	Components []string
	// Created and Expires are set when not zero.
	Created, Expires time.Time
	// KeyID, Alg, Nonce and Tag are set when not empty.
	KeyID, Alg, Nonce, Tag string
}

// Sign signs m with key (ed25519.PrivateKey, *ecdsa.PrivateKey on P-256
// or *rsa.PrivateKey) and returns the Signature-Input and Signature field
// values. Parameters come in the order created, expires, keyid, alg,
// nonce, tag.
func Sign(m Message, key crypto.Signer, o SignOptions) (input, signature string, err error) {
	if o.Label == "" {
		o.Label = "sig1"
	}
	il := httpsfv.InnerList{Params: httpsfv.NewParams()}
	for _, c := range o.Components {
		il.Items = append(il.Items, httpsfv.NewItem(strings.ToLower(c)))
	}
	if !o.Created.IsZero() {
		il.Params.Add("created", o.Created.Unix())
	}
	if !o.Expires.IsZero() {
		il.Params.Add("expires", o.Expires.Unix())
	}
	for _, p := range []struct{ name, value string }{{"keyid", o.KeyID}, {"alg", o.Alg}, {"nonce", o.Nonce}, {"tag", o.Tag}} {
		if p.value != "" {
			il.Params.Add(p.name, p.value)
		}
	}
	base, err := signatureBase(m, il)
	if err != nil {
		return "", "", err
	}
	sig, err := signBase(key, []byte(base))
	if err != nil {
		return "", "", err
	}
	inputs := httpsfv.NewDictionary()
	inputs.Add(o.Label, il)
	sigs := httpsfv.NewDictionary()
	sigs.Add(o.Label, httpsfv.NewItem(sig))
	if input, err = httpsfv.Marshal(inputs); err != nil {
		return "", "", err
	}
	if signature, err = httpsfv.Marshal(sigs); err != nil {
		return "", "", err
	}
	return input, signature, nil
}

// signBase signs a signature base with the algorithm of key's type.
func signBase(key crypto.Signer, base []byte) ([]byte, error) {
	switch k := key.(type) {
	case ed25519.PrivateKey:
		return ed25519.Sign(k, base), nil
	case *ecdsa.PrivateKey:
		sum := sha256.Sum256(base)
		r, s, err := ecdsa.Sign(rand.Reader, k, sum[:])
		if err != nil {
			return nil, err
		}
		out := make([]byte, 64)
		r.FillBytes(out[:32])
		s.FillBytes(out[32:])
		return out, nil
	case *rsa.PrivateKey:
		sum := sha512.Sum512(base)
		return rsa.SignPSS(rand.Reader, k, crypto.SHA512, sum[:], &rsa.PSSOptions{SaltLength: 64, Hash: crypto.SHA512})
	default:
		return nil, fmt.Errorf("httpsig: cannot sign with a %T", key)
	}
}
