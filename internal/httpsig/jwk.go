package httpsig

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
)

// The RFC 9421 algorithm names this package verifies (HTTP Signature
// Algorithms registry). HMAC is deliberately absent: the Web Bot Auth
// architecture forbids shared secrets.
const (
	AlgEd25519        = "ed25519"
	AlgECDSAP256      = "ecdsa-p256-sha256"
	AlgRSAPSSSHA512   = "rsa-pss-sha512"
	minRSABits        = 2048
	maxRSAPublicExpon = 1<<31 - 1
)

// PublicKey is a verification key read from a public JWK (RFC 7517), with
// its JWK thumbprint (RFC 7638; RFC 8037 Appendix A.3 for Ed25519), which
// is the keyid a Web Bot Auth signature names it by.
type PublicKey struct {
	// Thumbprint is the base64url (unpadded) SHA-256 JWK thumbprint.
	Thumbprint string
	// Alg is the RFC 9421 algorithm the key verifies.
	Alg string
	// JWK is the public JWK in canonical form: only the members that
	// define the key (those of the thumbprint), lexicographic order, no
	// whitespace. It is what the key registry stores.
	JWK string

	key crypto.PublicKey
}

// privateMembers are JWK members that hold secret key material (RFC 7518
// §6.2.2, §6.3.2, §6.4.1; RFC 8037 §2).
var privateMembers = []string{"d", "p", "q", "dp", "dq", "qi", "oth", "k"}

// ParseJWK reads one public JWK: OKP/Ed25519, EC/P-256 or RSA (at least
// 2048 bits, used with RSASSA-PSS SHA-512). A JWK holding private key
// material is refused: only the public half may be handed to a verifier.
func ParseJWK(raw []byte) (*PublicKey, error) {
	members, err := publicJWKMembers(raw)
	if err != nil {
		return nil, err
	}
	m, err := stringMembers(members, "kty", "crv", "x", "y", "n", "e", "alg", "use")
	if err != nil {
		return nil, err
	}
	if m["use"] != "" && m["use"] != "sig" {
		return nil, fmt.Errorf("the JWK's use is %q; a verification key must have use \"sig\" or none", m["use"])
	}
	var k *PublicKey
	var thumb []string // the thumbprint members, in lexicographic order
	switch m["kty"] {
	case "OKP":
		k, thumb, err = ed25519JWK(m)
	case "EC":
		k, thumb, err = p256JWK(m)
	case "RSA":
		k, thumb, err = rsaJWK(m)
	case "":
		return nil, fmt.Errorf("the JWK has no kty")
	default:
		return nil, fmt.Errorf("key type %q is not supported (OKP Ed25519, EC P-256 or RSA)", m["kty"])
	}
	if err != nil {
		return nil, err
	}
	k.JWK = canonicalJWK(m, thumb)
	sum := sha256.Sum256([]byte(k.JWK))
	k.Thumbprint = base64.RawURLEncoding.EncodeToString(sum[:])
	return k, nil
}

// publicJWKMembers decodes the JWK's JSON object and refuses one that
// holds private key material.
func publicJWKMembers(raw []byte) (map[string]json.RawMessage, error) {
	var members map[string]json.RawMessage
	if err := json.Unmarshal(raw, &members); err != nil {
		return nil, fmt.Errorf("not a JSON object (a JWK): %v", err)
	}
	for _, m := range privateMembers {
		if _, ok := members[m]; ok {
			return nil, fmt.Errorf("the JWK holds private key material (%q); give the public key only", m)
		}
	}
	return members, nil
}

// stringMembers reads the named members of the JWK, each a string; an
// absent member reads as "".
func stringMembers(members map[string]json.RawMessage, names ...string) (map[string]string, error) {
	out := map[string]string{}
	for _, n := range names {
		v, ok := members[n]
		if !ok {
			out[n] = ""
			continue
		}
		var s string
		if err := json.Unmarshal(v, &s); err != nil {
			return nil, fmt.Errorf("JWK member %q must be a string", n)
		}
		out[n] = s
	}
	return out, nil
}

// ed25519JWK reads an OKP JWK on Ed25519; thumb lists its thumbprint
// members.
func ed25519JWK(m map[string]string) (k *PublicKey, thumb []string, err error) {
	if m["crv"] != "Ed25519" {
		return nil, nil, fmt.Errorf("OKP key with crv %q: only Ed25519 is supported", m["crv"])
	}
	if m["alg"] != "" && m["alg"] != "EdDSA" && m["alg"] != "Ed25519" {
		return nil, nil, fmt.Errorf("Ed25519 key with alg %q: want EdDSA, Ed25519 or none", m["alg"])
	}
	x, err := b64(m, "x", ed25519.PublicKeySize)
	if err != nil {
		return nil, nil, err
	}
	return &PublicKey{key: ed25519.PublicKey(x), Alg: AlgEd25519}, []string{"crv", "kty", "x"}, nil
}

// p256JWK reads an EC JWK on P-256, which must be a point on the curve;
// thumb lists its thumbprint members.
func p256JWK(m map[string]string) (k *PublicKey, thumb []string, err error) {
	if m["crv"] != "P-256" {
		return nil, nil, fmt.Errorf("EC key with crv %q: only P-256 is supported", m["crv"])
	}
	if m["alg"] != "" && m["alg"] != "ES256" {
		return nil, nil, fmt.Errorf("P-256 key with alg %q: want ES256 or none", m["alg"])
	}
	x, err := b64(m, "x", 32)
	if err != nil {
		return nil, nil, err
	}
	y, err := b64(m, "y", 32)
	if err != nil {
		return nil, nil, err
	}
	pub, err := ecdsa.ParseUncompressedPublicKey(elliptic.P256(), append(append([]byte{4}, x...), y...))
	if err != nil {
		return nil, nil, fmt.Errorf("the EC key is not a point on P-256")
	}
	return &PublicKey{key: pub, Alg: AlgECDSAP256}, []string{"crv", "kty", "x", "y"}, nil
}

// rsaJWK reads an RSA JWK with a usable public exponent and at least
// minRSABits bits; thumb lists its thumbprint members.
func rsaJWK(m map[string]string) (k *PublicKey, thumb []string, err error) {
	if m["alg"] != "" && m["alg"] != "PS512" {
		return nil, nil, fmt.Errorf("RSA key with alg %q: only PS512 (rsa-pss-sha512) is supported", m["alg"])
	}
	n, err := b64(m, "n", 0)
	if err != nil {
		return nil, nil, err
	}
	e, err := b64(m, "e", 0)
	if err != nil {
		return nil, nil, err
	}
	pub := &rsa.PublicKey{N: new(big.Int).SetBytes(n)}
	if ev := new(big.Int).SetBytes(e); ev.IsInt64() && ev.Int64() > 1 && ev.Int64() <= maxRSAPublicExpon && ev.Bit(0) == 1 {
		pub.E = int(ev.Int64())
	} else {
		return nil, nil, fmt.Errorf("the RSA public exponent is not usable")
	}
	if pub.N.BitLen() < minRSABits {
		return nil, nil, fmt.Errorf("the RSA key has %d bits; at least %d are required", pub.N.BitLen(), minRSABits)
	}
	return &PublicKey{key: pub, Alg: AlgRSAPSSSHA512}, []string{"e", "kty", "n"}, nil
}

// canonicalJWK is the JWK of the thumbprint members of m, in the order
// given (lexicographic), with no whitespace (RFC 7638 §3).
func canonicalJWK(m map[string]string, thumb []string) string {
	var b strings.Builder
	b.WriteByte('{')
	for i, name := range thumb {
		if i > 0 {
			b.WriteByte(',')
		}
		nb, _ := json.Marshal(name)
		vb, _ := json.Marshal(m[name])
		b.Write(nb)
		b.WriteByte(':')
		b.Write(vb)
	}
	b.WriteByte('}')
	return b.String()
}

// b64 decodes the base64url member name of m; size, when not 0, is the
// length it must decode to.
func b64(m map[string]string, name string, size int) ([]byte, error) {
	if m[name] == "" {
		return nil, fmt.Errorf("the JWK lacks %q", name)
	}
	raw, err := base64.RawURLEncoding.DecodeString(m[name])
	if err != nil {
		return nil, fmt.Errorf("JWK member %q is not unpadded base64url", name)
	}
	if size > 0 && len(raw) != size {
		return nil, fmt.Errorf("JWK member %q decodes to %d bytes, want %d", name, len(raw), size)
	}
	return raw, nil
}

// errMismatch is the one answer to every failed cryptographic check.
var errMismatch = errors.New("signature does not verify")

// verify checks sig over base with the key's algorithm.
func (k *PublicKey) verify(base, sig []byte) error {
	switch pub := k.key.(type) {
	case ed25519.PublicKey:
		if len(sig) != ed25519.SignatureSize || !ed25519.Verify(pub, base, sig) {
			return errMismatch
		}
	case *ecdsa.PublicKey:
		// RFC 9421 §3.3.4: the signature is r and s, 32 bytes each.
		if len(sig) != 64 {
			return errMismatch
		}
		sum := sha256.Sum256(base)
		r, s := new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:])
		if !ecdsa.Verify(pub, sum[:], r, s) {
			return errMismatch
		}
	case *rsa.PublicKey:
		// RFC 9421 §3.3.1: RSASSA-PSS, SHA-512, MGF1 with SHA-512, 64-byte salt.
		sum := sha512.Sum512(base)
		if rsa.VerifyPSS(pub, crypto.SHA512, sum[:], sig, &rsa.PSSOptions{SaltLength: 64, Hash: crypto.SHA512}) != nil {
			return errMismatch
		}
	default:
		return errMismatch
	}
	return nil
}

// Equal reports whether k and o are the same public key.
func (k *PublicKey) Equal(o *PublicKey) bool {
	return k != nil && o != nil && k.Thumbprint == o.Thumbprint
}

// SupportedAlgs lists the algorithms Verify accepts.
var SupportedAlgs = []string{AlgEd25519, AlgECDSAP256, AlgRSAPSSSHA512}

func supported(alg string) bool { return slices.Contains(SupportedAlgs, alg) }

// JWKOf is the public JWK of pub (ed25519.PublicKey, *ecdsa.PublicKey on
// P-256 or *rsa.PublicKey), for registering a key one holds.
func JWKOf(pub crypto.PublicKey) ([]byte, error) {
	enc := base64.RawURLEncoding.EncodeToString
	var m map[string]string
	switch k := pub.(type) {
	case ed25519.PublicKey:
		m = map[string]string{"kty": "OKP", "crv": "Ed25519", "x": enc(k)}
	case *ecdsa.PublicKey:
		raw, err := k.Bytes()
		if err != nil || k.Curve != elliptic.P256() {
			return nil, fmt.Errorf("only P-256 EC keys are supported")
		}
		m = map[string]string{"kty": "EC", "crv": "P-256", "x": enc(raw[1:33]), "y": enc(raw[33:])}
	case *rsa.PublicKey:
		m = map[string]string{"kty": "RSA", "n": enc(k.N.Bytes()), "e": enc(big.NewInt(int64(k.E)).Bytes())}
	default:
		return nil, fmt.Errorf("unsupported key type %T", pub)
	}
	return json.Marshal(m)
}
