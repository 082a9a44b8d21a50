// Package registry is the one list of actions: every action file registers
// a typed handler here, with its scope and kind, and the HTTP pipeline, the
// CLI listing and the generated docs all read it. Nothing else lists
// actions.
package registry

import (
	"context"
	"fmt"
	"reflect"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/go-playground/validator/v10"
	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/jsonenc"
	"github.com/tierline/tierline/scopes"
)

// Kind says what an action does to the caller's data, and so which scope it
// needs and whether an API key may call it at all.
type Kind string

// The kinds. Admin and key actions never run for an API key, whatever its
// scopes: key actions run only for the owner signed in on the site, admin
// actions only for an admin signed in on the site.
const (
	KindRead  Kind = "read"
	KindWrite Kind = "write"
	KindAdmin Kind = "admin"
	KindKey   Kind = "key"
)

// Kinds lists the kinds.
var Kinds = []Kind{KindRead, KindWrite, KindAdmin, KindKey}

// Spec is everything about an action but its code: one literal next to
// the handler, never a second list that can drift.
type Spec struct {
	// Namespace is "player" for POST /v1/player, or a feature endpoint's.
	Namespace string
	// Name is the value of "action", in snake_case.
	Name string
	// Area groups actions in listings and docs (trips, sessions, ...).
	Area string
	// Kind is read, write, admin or key.
	Kind Kind
	// Scope is the area's extra scope (tax, host), or "".
	Scope scopes.Scope
	// Writes marks a read-scoped action that still changes data (a
	// budget, a connection request): it runs in a transaction and honours
	// Idempotency-Key like a write. Write kinds always do.
	Writes bool
	// LockFree marks a writing action that runs beside the account's
	// other writes: it only adds rows of its own under new ids and checks
	// nothing that a concurrent write of the account could change
	// (add_trip, add_offer). Every other writing action is the account's
	// only writer while it runs (LocksAccount), because it checks and
	// then writes: a tier at this casino yet? is this handle free? is the
	// trip I link to still there? Two requests of one account at once
	// must not both pass the check.
	LockFree bool
	// Summary is one line for listings.
	Summary string
	// Rules describes what the catalog leaves open and the choices made:
	// states, defaults, limits. Shown in the reference.
	Rules string
	// Deprecated, when set, marks the action deprecated.
	Deprecated *Deprecation
	// Example is a request's fields (without "action") that the action
	// accepts, for the reference; when unset, one is made from the schema.
	// Set it where the schema alone cannot say what is valid (one field
	// required unless another is given, a field that depends on another).
	Example map[string]any
}

// Deprecation dates an action's deprecation and removal.
type Deprecation struct {
	Since  time.Time
	Sunset time.Time
	// Use names what replaces it, if anything.
	Use string
}

// Caller is who an action runs for: the account an API key belongs to,
// with the key's scopes, an app the owner connected with OAuth, with the
// scopes the owner granted it, or the owner signed in on the site. The
// zero Caller is anonymous.
type Caller struct {
	AccountID uuid.UUID
	Email     string
	Role      string
	Scopes    scopes.Set
	// KeyID is the API key the caller authenticated with (none on the
	// site or with OAuth).
	KeyID uuid.UUID
	// GrantID is the OAuth grant whose access token the caller sent
	// (ViaOAuth only): its rate-limit identity and what the owner
	// disconnects.
	GrantID uuid.UUID
	// Via is how the caller authenticated; it decides whether key and
	// admin actions may run at all.
	Via Via
}

// Via is how a caller authenticated.
type Via string

// The ways in. Anything but ViaSite (the zero value included) is treated
// as an API key: key and admin actions never run for it.
const (
	// ViaAPIKey: a personal API key sent as Authorization: Bearer.
	ViaAPIKey Via = "api_key"
	// ViaSite: the account owner, signed in on the site in a browser
	// session with a password.
	ViaSite Via = "site"
	// ViaOAuth: an OAuth access token of an app the owner connected on
	// the site's consent page. It is treated exactly as an API key with
	// the granted scopes.
	ViaOAuth Via = "oauth"
)

// SiteCaller is the owner signed in on the site: an owner may do anything
// with their own data, so the session holds every scope the role allows
// (read, write and tax; host for host accounts), by way of the site.
func SiteCaller(account uuid.UUID, email, role string) Caller {
	set := scopes.Set{scopes.Read, scopes.Write, scopes.Tax}
	if role == RoleHost {
		set = set.With(scopes.Host)
	}
	return Caller{AccountID: account, Email: email, Role: role, Scopes: set, Via: ViaSite}
}

// OnSite reports whether the owner is signed in on the site (not an API
// key or any other credential an agent could hold).
func (c Caller) OnSite() bool { return c.Via == ViaSite }

// Credential names what the caller authenticated with, for messages:
// "API key" or "access token".
func (c Caller) Credential() string {
	if c.Via == ViaOAuth {
		return "access token"
	}
	return "API key"
}

// Anonymous reports whether no account is calling.
func (c Caller) Anonymous() bool { return c.AccountID == uuid.Nil }

// Env is what a handler gets besides its input.
type Env struct {
	// DB is the transaction of a writing action, the pool otherwise.
	DB bun.IDB
	// Caller is the key owner.
	Caller Caller
	// Now is the clock (injected in tests).
	Now func() time.Time
	// SiteURL is the public site address, for links.
	SiteURL string
}

// Today is the calendar date of Now, in UTC.
func (e *Env) Today() domain.Date {
	return domain.DateOf(e.Now().UTC())
}

// Handler is an action's code: typed input in, typed output out.
type Handler[I, O any] func(ctx context.Context, env *Env, in *I) (*O, error)

// Action is a registered action.
type Action struct {
	Spec
	// Input and Output are the handler's struct types.
	Input  reflect.Type
	Output reflect.Type
	// File is the source file that registered the action (its test sits
	// beside it).
	File string

	reg  *Registry
	plan decodePlan // how Decode reads Input
	// check is Input's validate tags compiled: Decode calls the validator
	// only for an input they cannot prove valid.
	check checkPlan
	// encoder writes Output's JSON (jsonenc: encoding/json's bytes,
	// without its reflection per value).
	encoder *jsonenc.Encoder
	call    func(ctx context.Context, env *Env, in any) (any, error)
	// need is RequiredScopes, worked out when the action is added.
	need scopes.Set
}

// ChangesData reports whether the action runs in a transaction and
// honours Idempotency-Key.
func (a *Action) ChangesData() bool {
	return a.Kind == KindWrite || a.Writes
}

// LocksAccount reports whether the action's transaction first makes it
// the account's only writer (see Spec.LockFree).
func (a *Action) LocksAccount() bool {
	return a.ChangesData() && !a.LockFree
}

// AllowedByKey reports whether an API key may ever call the action (key
// and admin actions run only for a signed-in owner on the site).
func (a *Action) AllowedByKey() bool {
	return a.Kind == KindRead || a.Kind == KindWrite
}

// RequiredScopes is the kind's scope plus the extra scope. The set is
// the action's own: callers must not change it.
func (a *Action) RequiredScopes() scopes.Set {
	if a.need != nil {
		return a.need
	}
	return a.requiredScopes()
}

func (a *Action) requiredScopes() scopes.Set {
	var need scopes.Set
	switch a.Kind {
	case KindRead:
		need = need.With(scopes.Read)
	case KindWrite:
		need = need.With(scopes.Write)
	}
	if a.Scope != "" {
		need = need.With(a.Scope)
	}
	return need
}

// Call runs the handler on an input made by Decode.
func (a *Action) Call(ctx context.Context, env *Env, in any) (any, error) {
	return a.call(ctx, env, in)
}

// Registry holds actions by namespace and name.
type Registry struct {
	mu       sync.RWMutex
	actions  map[string]*Action
	validate *validator.Validate
}

// New returns an empty registry (tests build their own).
func New() *Registry {
	return &Registry{actions: map[string]*Action{}, validate: newValidator()}
}

// Default is the service's registry, filled by the init functions of the
// action packages that github.com/tierline/tierline/actions/all imports.
var Default = New()

// Register adds an action to Default. Call it from an action file's init.
func Register[I, O any](spec Spec, h Handler[I, O]) {
	_, file, _, _ := runtime.Caller(1)
	add(Default, spec, h, file)
}

var (
	nameRE      = regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)
	namespaceRE = regexp.MustCompile(`^[a-z][a-z0-9-]*(/[a-z][a-z0-9-]*)*$`)
)

// Add adds an action to r. It panics on a bad name, namespace, kind or
// scope, a missing summary, a non-struct input or output, or a duplicate:
// mistakes in registration stop the service at start-up, not in
// production traffic.
func Add[I, O any](r *Registry, spec Spec, h Handler[I, O]) {
	_, file, _, _ := runtime.Caller(1)
	add(r, spec, h, file)
}

func add[I, O any](r *Registry, spec Spec, h Handler[I, O], file string) {
	in := reflect.TypeFor[I]()
	out := reflect.TypeFor[O]()
	where := spec.Namespace + "/" + spec.Name
	switch {
	case !namespaceRE.MatchString(spec.Namespace):
		panic(fmt.Sprintf("registry: %s: bad namespace %q", where, spec.Namespace))
	case !served(spec.Namespace):
		panic(fmt.Sprintf("registry: %s: no route serves the namespace %q; add its action endpoint to Routes", where, spec.Namespace))
	case !nameRE.MatchString(spec.Name):
		panic(fmt.Sprintf("registry: %s: bad name %q: use snake_case", where, spec.Name))
	case strings.TrimSpace(spec.Area) == "":
		panic(fmt.Sprintf("registry: %s: missing area", where))
	case strings.TrimSpace(spec.Summary) == "":
		panic(fmt.Sprintf("registry: %s: missing summary", where))
	case !slices.Contains(Kinds, spec.Kind):
		panic(fmt.Sprintf("registry: %s: bad kind %q", where, spec.Kind))
	case spec.Scope != "" && spec.Scope != scopes.Tax && spec.Scope != scopes.Host:
		panic(fmt.Sprintf("registry: %s: extra scope %q must be tax, host or none", where, spec.Scope))
	case in.Kind() != reflect.Struct:
		panic(fmt.Sprintf("registry: %s: input %s is not a struct", where, in))
	case out.Kind() != reflect.Struct:
		panic(fmt.Sprintf("registry: %s: output %s is not a struct", where, out))
	case h == nil:
		panic(fmt.Sprintf("registry: %s: nil handler", where))
	}
	a := &Action{
		Spec:    spec,
		Input:   in,
		Output:  out,
		File:    file,
		reg:     r,
		plan:    planOf(in),
		check:   checksOf(in),
		encoder: jsonenc.For(out),
		call: func(ctx context.Context, env *Env, v any) (any, error) {
			typed, ok := v.(*I)
			if !ok {
				return nil, fmt.Errorf("registry: %s: input is %T, not *%s", where, v, in)
			}
			return h(ctx, env, typed)
		},
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, dup := r.actions[where]; dup {
		panic(fmt.Sprintf("registry: %s registered twice", where))
	}
	a.need = a.requiredScopes()
	r.actions[where] = a
}

// Lookup finds an action.
func (r *Registry) Lookup(namespace, name string) (*Action, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	a, ok := r.actions[namespace+"/"+name]
	return a, ok
}

// lookupText is Lookup of a name still in the request's bytes: the map
// is indexed without copying it into a string of its own.
func (r *Registry) lookupText(namespace string, name []byte) (*Action, bool) {
	var spare [64]byte
	key := append(append(append(spare[:0], namespace...), '/'), name...)
	r.mu.RLock()
	defer r.mu.RUnlock()
	a, ok := r.actions[string(key)]
	return a, ok
}

// List returns every action, sorted by namespace then name.
func (r *Registry) List() []*Action {
	r.mu.RLock()
	defer r.mu.RUnlock()
	out := make([]*Action, 0, len(r.actions))
	for _, a := range r.actions {
		out = append(out, a)
	}
	slices.SortFunc(out, func(a, b *Action) int {
		if c := strings.Compare(a.Namespace, b.Namespace); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	return out
}

// InNamespace returns the actions of one namespace, sorted by name.
func (r *Registry) InNamespace(namespace string) []*Action {
	var out []*Action
	for _, a := range r.List() {
		if a.Namespace == namespace {
			out = append(out, a)
		}
	}
	return out
}

// Namespaces lists the namespaces that hold actions, sorted.
func (r *Registry) Namespaces() []string {
	var out []string
	for _, a := range r.List() {
		if len(out) == 0 || out[len(out)-1] != a.Namespace {
			out = append(out, a.Namespace)
		}
	}
	return out
}

// served reports whether an action endpoint of the route table serves the
// namespace: an action no request can reach is a mistake.
func served(namespace string) bool {
	_, ok := ActionRoute(namespace)
	return ok
}
