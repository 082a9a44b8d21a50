package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/gorilla/mux"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/apikeys"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

// run runs an action as the signed-in owner, through the dispatcher, and
// decodes its data object into out: the one way pages reach the owner's
// data.
func (s *Site) run(ctx context.Context, namespace, action string, fields map[string]any, out any) error {
	u := userOf(ctx)
	if u == nil {
		return errNoUser
	}
	raw := make(map[string]json.RawMessage, len(fields))
	for k, v := range fields {
		b, err := json.Marshal(v)
		if err != nil {
			return fmt.Errorf("%s: field %s: %w", action, k, err)
		}
		raw[k] = b
	}
	res, err := s.Dispatcher.Dispatch(ctx, u.Caller, registry.Request{Namespace: namespace, Action: action, Fields: raw})
	if err != nil {
		return err
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(res.Data, out); err != nil {
		return fmt.Errorf("%s: decode result: %w", action, err)
	}
	return nil
}

// apiKey is a key as list_api_keys and create_api_key show it.
type apiKey struct {
	ID         string   `json:"id"`
	Name       string   `json:"name"`
	Prefix     string   `json:"prefix"`
	Last4      string   `json:"last4"`
	Scopes     []string `json:"scopes"`
	CreatedAt  string   `json:"created_at"`
	LastUsedAt *string  `json:"last_used_at"`
	ExpiresAt  *string  `json:"expires_at"`
	RevokedAt  *string  `json:"revoked_at"`
	State      string   `json:"state"`
}

// Shown is how the page shows the key: its start and its end.
func (k apiKey) Shown() string {
	if k.Last4 == "" {
		return k.Prefix + "…"
	}
	return k.Prefix + "…" + k.Last4
}

// scopeChoice is one checkbox of the create form.
type scopeChoice struct {
	Name        string
	Description string
	Checked     bool
}

// keysData is the keys page.
type keysData struct {
	Keys    []apiKey
	Count   int
	Scopes  []scopeChoice
	Name    string
	Expires string
	// Expiries are the choices of the expiry list.
	Expiries []expiryChoice
	Error    string
	// Created is the key just made, with its secret, shown once.
	Created *createdKey
}

type createdKey struct {
	Key    apiKey `json:"key"`
	Secret string `json:"secret"`
}

// scopeDescriptions say what each scope lets a key do, on the form.
var scopeDescriptions = map[scopes.Scope]string{
	scopes.Read:  "read your data and the directory",
	scopes.Write: "add and change your trips, sessions, tiers, bankroll and more",
	scopes.Tax:   "W-2G and tax records and reports (sensitive)",
	scopes.Host:  "host business: your book of players, leads and marketplace profile",
}

// expiryChoice is one option of expires_in.
type expiryChoice struct{ Value, Label string }

// expiryChoices are the options of expires_in, in the order shown: the
// values create_api_key accepts (apikeys.Lifetimes), in words.
var expiryChoices = func() []expiryChoice {
	var out []expiryChoice
	for _, l := range apikeys.Lifetimes {
		switch days := apikeys.LifetimeDays(l); days {
		case 0:
			out = append(out, expiryChoice{l, "Never"})
		case 365:
			out = append(out, expiryChoice{l, "In a year"})
		default:
			out = append(out, expiryChoice{l, fmt.Sprintf("In %d days", days)})
		}
	}
	return out
}()

func (s *Site) scopeChoices(u *user, checked []string) []scopeChoice {
	var out []scopeChoice
	for _, sc := range scopes.All {
		if sc == scopes.Host && !u.IsHost() {
			continue // host keys only for host accounts
		}
		c := scopeChoice{Name: string(sc), Description: scopeDescriptions[sc]}
		for _, name := range checked {
			c.Checked = c.Checked || name == string(sc)
		}
		out = append(out, c)
	}
	return out
}

// keysView renders the keys page with the account's keys listed.
func (s *Site) keysView(w http.ResponseWriter, r *http.Request, status int, d keysData) error {
	var list struct {
		Keys  []apiKey `json:"keys"`
		Count int      `json:"count"`
	}
	if err := s.run(r.Context(), "player", "list_api_keys", map[string]any{"limit": 200}, &list); err != nil {
		return err
	}
	d.Keys, d.Count = list.Keys, list.Count
	if d.Scopes == nil {
		d.Scopes = s.scopeChoices(userOf(r.Context()), []string{string(scopes.Default)})
	}
	if d.Expires == "" {
		d.Expires = "never"
	}
	d.Expiries = expiryChoices
	title := "API keys"
	if d.Created != nil {
		title = "Your new API key"
	}
	s.render(w, r, status, "keys", &view{Title: title, Section: "keys", Data: d})
	return nil
}

func (s *Site) keysPage(w http.ResponseWriter, r *http.Request) error {
	return s.keysView(w, r, http.StatusOK, keysData{})
}

// createKey posts the form to create_api_key. The answer page shows the
// secret this once (and is never cached); a refused form comes back with
// its choices kept and the reason.
func (s *Site) createKey(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	name := strings.TrimSpace(r.PostForm.Get("name"))
	chosen := r.PostForm["scopes"]
	expires := r.PostForm.Get("expires_in")
	fields := map[string]any{"scopes": chosen, "expires_in": expires}
	if name != "" {
		fields["name"] = name
	}
	if expires == "" {
		delete(fields, "expires_in")
	}
	var made createdKey
	err := s.run(ctx, "player", "create_api_key", fields, &made)
	if domain.ErrorCode(err) == domain.EINVALID {
		return s.keysView(w, r, http.StatusBadRequest, keysData{
			Name: name, Expires: expires, Scopes: s.scopeChoices(userOf(ctx), chosen), Error: sentence(err),
		})
	} else if err != nil {
		return err
	}
	return s.keysView(w, r, http.StatusOK, keysData{Created: &made})
}

func (s *Site) revokeKey(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	var out struct {
		Key apiKey `json:"key"`
	}
	if err := s.run(ctx, "player", "revoke_api_key", map[string]any{"key_id": mux.Vars(r)["id"]}, &out); err != nil {
		if domain.ErrorCode(err) == domain.EINVALID {
			return notFound() // a malformed id in the path: no such page
		}
		return err
	}
	s.flash(ctx, fmt.Sprintf("The key %q (%s) is revoked: requests with it are refused from now on.", out.Key.Name, out.Key.Shown()))
	http.Redirect(w, r, "/settings/keys", http.StatusSeeOther)
	return nil
}
