package httpsig

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/dunglas/httpsfv"
)

// TagWebBotAuth is the tag a Web Bot Auth signature carries.
const TagWebBotAuth = "web-bot-auth"

// DefaultSkew is how far the verifier's clock and the signer's may
// disagree: a signature created up to this far in the future, or expired
// up to this long ago, still verifies.
const DefaultSkew = 30 * time.Second

// Error is a signature that does not verify, for a reason the client may
// be told. Any other error from Verify is the verifier's own failure (a
// key store that does not answer) and must not be blamed on the client.
type Error struct {
	// Label is the signature's label in Signature-Input, when known.
	Label string
	// Reason says what is wrong, in a sentence fragment.
	Reason string
}

func (e *Error) Error() string {
	if e.Label == "" {
		return "HTTP message signature: " + e.Reason
	}
	return fmt.Sprintf("HTTP message signature %q: %s", e.Label, e.Reason)
}

// Reject returns an *Error; key resolvers use it for keys the client named
// but may not use (unknown, revoked).
func Reject(format string, args ...any) error {
	return &Error{Reason: fmt.Sprintf(format, args...)}
}

// Resolver finds the verification key a keyid names. It returns an *Error
// (see Reject) for a keyid it does not know or will not accept, and any
// other error when it cannot tell.
type Resolver func(ctx context.Context, keyid string) (*PublicKey, error)

// Verifier checks request signatures.
type Verifier struct {
	// Now is the clock (required; tests inject a fixed one).
	Now func() time.Time
	// Skew is the clock tolerance for created and expires.
	Skew time.Duration
	// Tag, when set, selects the signature to verify: the first one whose
	// tag parameter is Tag. A request with signatures but none so tagged
	// is refused.
	Tag string
	// RequireCreated and RequireExpires make those parameters mandatory.
	RequireCreated, RequireExpires bool
	// Required lists components the signature must cover (identifiers
	// without parameters, e.g. "@authority").
	Required []string
	// Resolve finds the key of a keyid (required).
	Resolve Resolver
}

// WebBotAuth is the verifier of the Web Bot Auth profile
// (draft-meunier-web-bot-auth-architecture): tag "web-bot-auth", created
// and expires required, @authority covered, keyid the JWK thumbprint of
// the key.
func WebBotAuth(now func() time.Time, resolve Resolver) *Verifier {
	return &Verifier{
		Now: now, Skew: DefaultSkew, Tag: TagWebBotAuth,
		RequireCreated: true, RequireExpires: true,
		Required: []string{"@authority"},
		Resolve:  resolve,
	}
}

// Verified describes a signature that verified.
type Verified struct {
	Label   string
	KeyID   string
	Alg     string
	Tag     string
	Nonce   string
	Created time.Time // zero when absent
	Expires time.Time // zero when absent
	// Covered lists the covered component identifiers, serialised.
	Covered []string
	Key     *PublicKey
}

// Signed reports whether the request carries both signature fields, the
// sign that it asks to be verified.
func Signed(m Message) bool {
	return len(m.Header.Values("Signature")) > 0 && len(m.Header.Values("Signature-Input")) > 0
}

// Verify checks the signature of m that the verifier's policy selects
// (RFC 9421 §3.2). It returns an *Error for a signature that does not
// verify; other errors come from Resolve.
func (v *Verifier) Verify(ctx context.Context, m Message) (*Verified, error) {
	inputs, sigs, err := signatureFields(m)
	if err != nil {
		return nil, err
	}
	label, err := v.selectLabel(inputs)
	if err != nil {
		return nil, err
	}
	params, sig, err := labelledSignature(inputs, sigs, label)
	if err != nil {
		return nil, err
	}
	out, err := readSignatureParams(label, params)
	if err != nil {
		return nil, err
	}

	// Policy first: it needs no key and no cryptography.
	if err := v.checkPolicy(out, params.Items); err != nil {
		return nil, err
	}

	key, err := v.resolveKey(ctx, out)
	if err != nil {
		return nil, err
	}
	out.Alg, out.Key = key.Alg, key

	if err := checkSignature(m, params, key, sig, out); err != nil {
		return nil, err
	}
	return out, nil
}

// failf is the *Error of the signature labelled label.
func failf(label, format string, args ...any) error {
	return &Error{Label: label, Reason: fmt.Sprintf(format, args...)}
}

// signatureFields parses the Signature-Input and Signature fields, each a
// non-empty Dictionary.
func signatureFields(m Message) (inputs, sigs *httpsfv.Dictionary, err error) {
	inputs, err = httpsfv.UnmarshalDictionary(m.Header.Values("Signature-Input"))
	if err != nil || len(inputs.Names()) == 0 {
		return nil, nil, &Error{Reason: "Signature-Input is not a Dictionary Structured Field of signature parameters"}
	}
	sigs, err = httpsfv.UnmarshalDictionary(m.Header.Values("Signature"))
	if err != nil || len(sigs.Names()) == 0 {
		return nil, nil, &Error{Reason: "Signature is not a Dictionary Structured Field of byte sequences"}
	}
	return inputs, sigs, nil
}

// selectLabel picks the signature to verify: the first inner list of
// Signature-Input, or, when the verifier has a Tag, the first one so tagged.
func (v *Verifier) selectLabel(inputs *httpsfv.Dictionary) (string, error) {
	for _, name := range inputs.Names() {
		member, _ := inputs.Get(name)
		il, ok := member.(httpsfv.InnerList)
		if !ok {
			continue
		}
		if v.Tag == "" {
			return name, nil
		}
		if il.Params == nil {
			continue
		}
		if tag, _ := il.Params.Get("tag"); tag == v.Tag {
			return name, nil
		}
	}
	if v.Tag != "" {
		return "", &Error{Reason: fmt.Sprintf("no signature has tag=%q", v.Tag)}
	}
	return "", &Error{Reason: "Signature-Input has no inner list of covered components"}
}

// labelledSignature returns the covered components and parameters of the
// signature labelled label, and its value, which must be a byte sequence.
func labelledSignature(inputs, sigs *httpsfv.Dictionary, label string) (httpsfv.InnerList, []byte, error) {
	member, _ := inputs.Get(label)
	params := member.(httpsfv.InnerList)
	if params.Params == nil {
		params.Params = httpsfv.NewParams()
	}
	sm, ok := sigs.Get(label)
	if !ok {
		return httpsfv.InnerList{}, nil, failf(label, "Signature has no value labelled %q", label)
	}
	sigItem, ok := sm.(httpsfv.Item)
	if !ok {
		return httpsfv.InnerList{}, nil, failf(label, "the Signature value must be a byte sequence")
	}
	sig, ok := sigItem.Value.([]byte)
	if !ok {
		return httpsfv.InnerList{}, nil, failf(label, "the Signature value must be a byte sequence (:base64:)")
	}
	return params, sig, nil
}

// readSignatureParams reads the signature parameters this package knows
// (created, expires, keyid, alg, tag, nonce) and serialises the covered
// components; it checks their types, not the verifier's policy.
func readSignatureParams(label string, params httpsfv.InnerList) (*Verified, error) {
	out := &Verified{Label: label}
	for _, name := range params.Params.Names() {
		val, _ := params.Params.Get(name)
		switch name {
		case "created", "expires":
			n, ok := val.(int64)
			if !ok || n < 0 {
				return nil, failf(label, "%s must be a non-negative integer (Unix seconds)", name)
			}
			if name == "created" {
				out.Created = time.Unix(n, 0).UTC()
			} else {
				out.Expires = time.Unix(n, 0).UTC()
			}
		case "keyid", "alg", "tag", "nonce":
			s, ok := val.(string)
			if !ok {
				return nil, failf(label, "%s must be a string", name)
			}
			switch name {
			case "keyid":
				out.KeyID = s
			case "alg":
				out.Alg = s
			case "tag":
				out.Tag = s
			case "nonce":
				out.Nonce = s
			}
		}
	}
	for _, id := range params.Items {
		if id.Params == nil {
			id.Params = httpsfv.NewParams()
		}
		s, err := httpsfv.Marshal(id)
		if err != nil {
			return nil, failf(label, "a covered component cannot be serialised")
		}
		out.Covered = append(out.Covered, s)
	}
	return out, nil
}

// checkPolicy checks the signature's parameters and covered components
// against the verifier's policy: tag, keyid, validity window, required
// components and algorithm.
func (v *Verifier) checkPolicy(out *Verified, covered []httpsfv.Item) error {
	if v.Tag != "" && out.Tag != v.Tag {
		return failf(out.Label, "tag must be %q", v.Tag)
	}
	if out.KeyID == "" {
		return failf(out.Label, "keyid is missing")
	}
	if err := v.checkValidity(out); err != nil {
		return err
	}
	if err := v.checkRequiredCovered(out.Label, covered); err != nil {
		return err
	}
	if out.Alg != "" && !supported(out.Alg) {
		return failf(out.Label, "alg %q is not supported (%s)", out.Alg, strings.Join(SupportedAlgs, ", "))
	}
	return nil
}

// checkValidity checks created and expires: present when required, in
// order, and the verifier's clock (give or take Skew) between them.
func (v *Verifier) checkValidity(out *Verified) error {
	if v.RequireCreated && out.Created.IsZero() {
		return failf(out.Label, "created is missing")
	}
	if v.RequireExpires && out.Expires.IsZero() {
		return failf(out.Label, "expires is missing")
	}
	if !out.Created.IsZero() && !out.Expires.IsZero() && !out.Expires.After(out.Created) {
		return failf(out.Label, "expires (%d) is not after created (%d)", out.Expires.Unix(), out.Created.Unix())
	}
	now := v.Now()
	if !out.Created.IsZero() && out.Created.After(now.Add(v.Skew)) {
		return failf(out.Label, "created %s is in the future (not yet valid; the server's time is %s)", stamp(out.Created), stamp(now))
	}
	if !out.Expires.IsZero() && !out.Expires.After(now.Add(-v.Skew)) {
		return failf(out.Label, "expired at %s (the server's time is %s)", stamp(out.Expires), stamp(now))
	}
	return nil
}

// checkRequiredCovered checks that the signature covers every component
// the verifier requires.
func (v *Verifier) checkRequiredCovered(label string, covered []httpsfv.Item) error {
	for _, want := range v.Required {
		found := false
		for _, id := range covered {
			if id.Value == want {
				found = true
			}
		}
		if !found {
			return failf(label, "the signature must cover %q", want)
		}
	}
	return nil
}

// resolveKey finds the key the signature's keyid names and checks that
// it is of the algorithm the signature declares, if any.
func (v *Verifier) resolveKey(ctx context.Context, out *Verified) (*PublicKey, error) {
	key, err := v.Resolve(ctx, out.KeyID)
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			return nil, failf(out.Label, "%s", e.Reason)
		}
		return nil, err
	}
	if out.Alg != "" && out.Alg != key.Alg {
		return nil, failf(out.Label, "alg %q does not match the key %q, which is %s", out.Alg, out.KeyID, key.Alg)
	}
	return key, nil
}

// checkSignature rebuilds the signature base of m and checks sig over it
// with key.
func checkSignature(m Message, params httpsfv.InnerList, key *PublicKey, sig []byte, out *Verified) error {
	base, err := signatureBase(m, params)
	if err != nil {
		return failf(out.Label, "%v", err)
	}
	if key.verify([]byte(base), sig) != nil {
		return failf(out.Label, "the signature does not match the request (covered: %s)", strings.Join(out.Covered, " "))
	}
	return nil
}

func stamp(t time.Time) string {
	return t.UTC().Format(time.RFC3339) + " (" + strconv.FormatInt(t.Unix(), 10) + ")"
}
