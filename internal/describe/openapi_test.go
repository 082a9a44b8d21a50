package describe_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
	verrors "github.com/pb33f/libopenapi-validator/errors"

	_ "github.com/tierline/tierline/actions/all"
	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/internal/describe"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
	"github.com/tierline/tierline/transport"
	"github.com/tierline/tierline/transport/apitest"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

func testConfig(t *testing.T) config.Config {
	t.Helper()
	vars := map[string]string{"TIERLINE_BASE_URL": "https://api.tierline.test", "TIERLINE_SITE_URL": "https://tierline.test"}
	cfg, err := config.Load(func(k string) string { return vars[k] })
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// build generates the document for reg and decodes it.
func build(t *testing.T, reg *registry.Registry, opts describe.Options) (raw []byte, doc map[string]any) {
	t.Helper()
	raw, err := describe.OpenAPI(testConfig(t), reg, opts)
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatalf("the document is not JSON: %v", err)
	}
	return raw, doc
}

// newValidator loads raw with libopenapi and checks it against the
// OpenAPI 3.1 schema.
func newValidator(t *testing.T, raw []byte) validator.Validator {
	t.Helper()
	doc, err := libopenapi.NewDocument(raw)
	if err != nil {
		t.Fatalf("libopenapi cannot read the document: %v", err)
	}
	if v := doc.GetVersion(); v != "3.1.0" {
		t.Fatalf("libopenapi reads version %q, want 3.1.0", v)
	}
	v, errs := validator.NewValidator(doc)
	if len(errs) > 0 {
		t.Fatalf("libopenapi cannot build the model: %v", errs)
	}
	if ok, verrs := v.ValidateDocument(); !ok {
		t.Fatalf("the document is not valid OpenAPI 3.1:\n%s", validationText(verrs))
	}
	return v
}

func validationText(errs []*verrors.ValidationError) string {
	var b strings.Builder
	for i, e := range errs {
		if i == 8 {
			fmt.Fprintf(&b, "... and %d more\n", len(errs)-i)
			break
		}
		fmt.Fprintf(&b, "- %s: %s\n", e.Message, e.Reason)
		for j, se := range e.SchemaValidationErrors {
			if j == 4 {
				break
			}
			fmt.Fprintf(&b, "    %s at %s (%s)\n", se.Reason, se.FieldPath, se.KeywordLocation)
		}
	}
	return b.String()
}

func get(t *testing.T, v any, path ...string) any {
	t.Helper()
	for _, p := range path {
		m, ok := v.(map[string]any)
		if !ok {
			t.Fatalf("%s: not an object", strings.Join(path, "."))
		}
		if v, ok = m[p]; !ok {
			t.Fatalf("document has no %s", strings.Join(path, "."))
		}
	}
	return v
}

func TestTheDocumentIsValidOpenAPI31(t *testing.T) {
	raw, doc := build(t, registry.Default, describe.Options{})
	newValidator(t, raw)
	if got := get(t, doc, "openapi"); got != "3.1.0" {
		t.Errorf("openapi = %v, want 3.1.0", got)
	}
	if got := get(t, doc, "info", "version"); got != "1.1.0" {
		t.Errorf("info.version = %v, want 1.1.0", got)
	}
	servers := get(t, doc, "servers").([]any)
	if len(servers) != 1 || servers[0].(map[string]any)["url"] != "https://api.tierline.test" {
		t.Errorf("servers = %v, want the configured base URL alone", servers)
	}
	scheme := get(t, doc, "components", "securitySchemes", "bearerAuth").(map[string]any)
	if scheme["type"] != "http" || scheme["scheme"] != "bearer" {
		t.Errorf("bearerAuth = %v, want an HTTP bearer scheme", scheme)
	}
	declared := get(t, doc, "components", "securitySchemes", "bearerAuth", "x-scopes").(map[string]any)
	for _, s := range scopes.All {
		if declared[string(s)] == nil || !strings.Contains(scheme["description"].(string), "`"+string(s)+"`") {
			t.Errorf("the bearer scheme does not describe the scope %s", s)
		}
	}
}

func TestEveryEndpointIsDescribed(t *testing.T) {
	_, doc := build(t, registry.Default, describe.Options{})
	paths := get(t, doc, "paths").(map[string]any)
	want := map[string]string{
		"/v1/casinos": "get", "/v1/casinos/{slug}": "get", "/v1/rewards-programs": "get", "/v1/rewards-programs/{id}": "get",
		"/v1/me": "get", "/v1/tiers": "get", "/v1/trips": "get", "/v1/offers": "get",
		"/healthz": "get", "/readyz": "get", "/s/{token}": "get",
		"/ask": "post", "/a2a": "post", "/mcp": "post",
	}
	for _, ep := range registry.ActionRoutes() {
		want[registry.Path(ep.Namespace)] = "post"
	}
	for path, method := range want {
		op, ok := paths[path].(map[string]any)[method].(map[string]any)
		if !ok {
			t.Errorf("%s %s is not described", strings.ToUpper(method), path)
			continue
		}
		responses := op["responses"].(map[string]any)
		if responses["200"] == nil {
			t.Errorf("%s %s has no 200 response", strings.ToUpper(method), path)
		}
	}
	if len(paths) != len(want) {
		t.Errorf("the document has %d paths, want %d", len(paths), len(want))
	}

	t.Run("the directory search has its parameters and bounds", func(t *testing.T) {
		params := map[string]map[string]any{}
		for _, p := range get(t, paths, "/v1/casinos", "get", "parameters").([]any) {
			pm := p.(map[string]any)
			params[pm["name"].(string)] = pm["schema"].(map[string]any)
		}
		for _, name := range []string{"q", "state", "type", "has_rewards", "has_hotel", "program", "near", "radius_km", "limit", "offset", "cursor"} {
			if params[name] == nil {
				t.Errorf("GET /v1/casinos lacks the parameter %s", name)
			}
		}
		if p := params["program"]; p["type"] != "string" || p["maxLength"] != 100.0 {
			t.Errorf("program = %v, want a string of at most 100 characters (a program's id or name)", p)
		}
		if l := params["limit"]; l["default"] != 24.0 || l["maximum"] != 100.0 || l["minimum"] != 1.0 {
			t.Errorf("limit = %v, want default 24, 1..100", l)
		}
		pl := get(t, paths, "/v1/rewards-programs", "get", "parameters").([]any)
		found := false
		for _, p := range pl {
			pm := p.(map[string]any)
			if pm["name"] == "limit" {
				s := pm["schema"].(map[string]any)
				found = s["default"] == 100.0 && s["maximum"] == 200.0
			}
		}
		if !found {
			t.Error("GET /v1/rewards-programs limit is not default 100, at most 200")
		}
	})

	t.Run("the account endpoints need a key with read", func(t *testing.T) {
		for _, p := range []string{"/v1/me", "/v1/tiers", "/v1/trips", "/v1/offers"} {
			sec, _ := json.Marshal(get(t, paths, p, "get", "security"))
			if string(sec) != `[{"bearerAuth":["read"]}]` {
				t.Errorf("%s security = %s", p, sec)
			}
		}
	})

	t.Run("errors use the shared error object with every code", func(t *testing.T) {
		enum := get(t, doc, "components", "schemas", "Error", "properties", "error", "properties", "code", "enum").([]any)
		var codes []string
		for _, c := range enum {
			codes = append(codes, c.(string))
		}
		if !slices.Equal(codes, domain.Codes) {
			t.Errorf("error codes = %v, want %v", codes, domain.Codes)
		}
		h := get(t, doc, "components", "responses", "Unauthorized", "headers").(map[string]any)
		if h["WWW-Authenticate"] == nil {
			t.Error("the 401 response does not document WWW-Authenticate")
		}
		h = get(t, doc, "components", "responses", "TooManyRequests", "headers").(map[string]any)
		if h["Retry-After"] == nil || h["X-RateLimit-Reset"] == nil {
			t.Error("the 429 response does not document Retry-After and the rate-limit headers")
		}
		for _, name := range []string{"X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-Request-Id", "Retry-After", "Idempotent-Replayed", "Deprecation", "Sunset"} {
			get(t, doc, "components", "headers", name)
		}
		get(t, doc, "components", "parameters", "IdempotencyKey")
	})
}

func TestEveryActionHasARequestSchemaDiscriminatedByAction(t *testing.T) {
	raw, doc := build(t, registry.Default, describe.Options{})
	v := newValidator(t, raw)
	schemas := get(t, doc, "components", "schemas").(map[string]any)
	for _, ep := range registry.ActionRoutes() {
		path := registry.Path(ep.Namespace)
		body := get(t, doc, "paths", path, "post", "requestBody", "content", "application/json", "schema").(map[string]any)
		var callable []*registry.Action
		for _, a := range registry.Default.InNamespace(ep.Namespace) {
			if a.AllowedByKey() {
				callable = append(callable, a)
			}
		}
		if len(callable) > 1 {
			if got := get(t, body, "discriminator", "propertyName"); got != "action" {
				t.Errorf("%s: discriminator on %v, want action", path, got)
			}
			mapping := get(t, body, "discriminator", "mapping").(map[string]any)
			if len(body["oneOf"].([]any)) != len(callable) || len(mapping) != len(callable) {
				t.Errorf("%s: %d request schemas, %d mapped, want %d", path, len(body["oneOf"].([]any)), len(mapping), len(callable))
			}
			for _, a := range callable {
				target, _ := mapping[a.Name].(string)
				name := strings.TrimPrefix(target, "#/components/schemas/")
				s, ok := schemas[name].(map[string]any)
				if !ok {
					t.Errorf("%s: action %s is not mapped to a schema", path, a.Name)
					continue
				}
				if got := get(t, s, "properties", "action", "const"); got != a.Name {
					t.Errorf("%s: the schema of %s pins action to %v", path, a.Name, got)
				}
			}
		}
		described, _ := json.Marshal(body)
		for _, a := range registry.Default.InNamespace(ep.Namespace) {
			if !a.AllowedByKey() && strings.Contains(string(described), componentSuffix(a)) {
				t.Errorf("%s: %s, which no key may call, is described as callable", path, a.Name)
			}
		}
		// A body naming an action the endpoint does not have is refused
		// by the document, as by the server.
		req, _ := http.NewRequest(http.MethodPost, "https://api.tierline.test"+path, strings.NewReader(`{"action": "no_such_action"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer tl_live_"+strings.Repeat("0", 64))
		if ok, _ := v.ValidateHttpRequestSync(req); ok && len(callable) > 0 && ep.DefaultAction == "" {
			t.Errorf("%s: the document accepts an unknown action", path)
		}
	}
}

// componentSuffix is how the schema names of an action end (the part
// from its name).
func componentSuffix(a *registry.Action) string {
	var b strings.Builder
	for _, w := range strings.Split(a.Name, "_") {
		b.WriteString(strings.ToUpper(w[:1]) + w[1:])
	}
	return b.String() + "Request"
}

func TestANewActionIsDescribedWithoutCode(t *testing.T) {
	type in struct {
		Casino string  `json:"casino" validate:"required,max=200"`
		Note   *string `json:"note" validate:"omitempty,max=10"`
	}
	type out struct {
		Total *float64 `json:"total"`
		Items []string `json:"items"`
	}
	reg := registry.New()
	h := func(context.Context, *registry.Env, *in) (*out, error) { return &out{}, nil }
	registry.Add(reg, registry.Spec{Namespace: "player", Name: "brand_new", Area: "test", Kind: registry.KindRead, Summary: "A new action."}, h)
	registry.Add(reg, registry.Spec{Namespace: "player", Name: "old_one", Area: "test", Kind: registry.KindWrite, Summary: "An old action.",
		Deprecated: &registry.Deprecation{Since: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), Sunset: time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC), Use: "brand_new"}}, h)
	registry.Add(reg, registry.Spec{Namespace: "player", Name: "admin_thing", Area: "admin", Kind: registry.KindAdmin, Summary: "Admin only."}, h)
	raw, doc := build(t, reg, describe.Options{Deprecated: map[string]registry.Deprecation{
		"/v1/offers": {Since: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), Sunset: time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)},
	}})
	newValidator(t, raw)

	s := get(t, doc, "components", "schemas", "PlayerBrandNewRequest").(map[string]any)
	if req := s["required"].([]any); !slices.Contains(req, any("casino")) || !slices.Contains(req, any("action")) {
		t.Errorf("brand_new requires %v, want action and casino", req)
	}
	if got := get(t, s, "properties", "casino", "maxLength"); got != 200.0 {
		t.Errorf("casino maxLength = %v, want 200", got)
	}
	if got := get(t, doc, "components", "schemas", "PlayerOldOneRequest", "deprecated"); got != true {
		t.Errorf("the deprecated action's schema is not marked deprecated")
	}
	if _, ok := get(t, doc, "components", "schemas").(map[string]any)["PlayerAdminThingRequest"]; ok {
		t.Error("an admin action is described as callable")
	}
	if d := get(t, doc, "paths", "/v1/player", "post", "description").(string); !strings.Contains(d, "admin_thing") {
		t.Error("the endpoint does not say that admin_thing is refused")
	}
	result := get(t, doc, "components", "schemas", "PlayerBrandNewResult").(map[string]any)
	if got := get(t, result, "properties", "success", "const"); got != true {
		t.Errorf("success = %v, want const true", got)
	}
	total, _ := json.Marshal(get(t, result, "properties", "total", "type"))
	if string(total) != `["number","null"]` {
		t.Errorf("a nil pointer result field is typed %s, want [number, null]", total)
	}
	if got := get(t, doc, "paths", "/v1/offers", "get", "deprecated"); got != true {
		t.Error("the deprecated route is not marked deprecated")
	}
	if h := get(t, doc, "paths", "/v1/offers", "get", "responses", "200", "headers").(map[string]any); h["Deprecation"] == nil || h["Sunset"] == nil {
		t.Error("the deprecated route does not document Deprecation and Sunset")
	}
	if _, ok := get(t, doc, "paths", "/v1/trips", "get").(map[string]any)["deprecated"]; ok {
		t.Error("a route that is not deprecated is marked deprecated")
	}
}

// jsonNames are the names encoding/json writes for t's fields.
func jsonNames(t reflect.Type) []string {
	var out []string
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" || !f.IsExported() || f.Anonymous {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

func TestResourceSchemasHaveExactlyTheModelsFields(t *testing.T) {
	_, doc := build(t, registry.Default, describe.Options{})
	for name, model := range map[string]reflect.Type{
		"Casino":         reflect.TypeFor[persistence.Casino](),
		"RewardsProgram": reflect.TypeFor[persistence.RewardsProgram](),
		"Tier":           reflect.TypeFor[persistence.Tier](),
		"Account":        reflect.TypeFor[persistence.Account](),
		"UserTier":       reflect.TypeFor[persistence.UserTier](),
		"Trip":           reflect.TypeFor[persistence.Trip](),
		"Offer":          reflect.TypeFor[persistence.Offer](),
	} {
		props := get(t, doc, "components", "schemas", name, "properties").(map[string]any)
		var got []string
		for k := range props {
			got = append(got, k)
		}
		sort.Strings(got)
		if want := jsonNames(model); !slices.Equal(got, want) {
			t.Errorf("%s has the fields %v; the model writes %v", name, got, want)
		}
		// Every nullable field of the model is nullable in the schema.
		for i := range model.NumField() {
			f := model.Field(i)
			jn, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if jn == "" || jn == "-" || f.Type.Kind() != reflect.Pointer {
				continue
			}
			typ, _ := json.Marshal(props[jn].(map[string]any)["type"])
			if !strings.Contains(string(typ), `"null"`) {
				t.Errorf("%s.%s can be null but is typed %s", name, jn, typ)
			}
		}
	}
}

// exchange is one request to the live server and its answer, for the
// validator.
type exchange struct {
	req *http.Request
	res *http.Response
}

// send makes a request to the harness and keeps both sides.
func send(t *testing.T, h *apitest.Harness, method, path, key string, body any, headers map[string]string) exchange {
	t.Helper()
	var raw []byte
	if body != nil {
		raw, _ = json.Marshal(body)
	}
	req, err := http.NewRequest(method, h.URL+path, bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	resBody, err := io.ReadAll(res.Body)
	res.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	res.Body = io.NopCloser(bytes.NewReader(resBody))
	// The validator reads the request body again.
	req.Body = io.NopCloser(bytes.NewReader(raw))
	return exchange{req: req, res: res}
}

func (e exchange) body() []byte {
	b, _ := io.ReadAll(e.res.Body)
	e.res.Body = io.NopCloser(bytes.NewReader(b))
	return b
}

// check validates the request and the response against the document. A
// request the test sends on purpose against the rules (invalid) must be
// refused by the document too; then only the answer is validated.
func check(t *testing.T, v validator.Validator, e exchange, wantStatus int, invalid bool) {
	t.Helper()
	body := e.body()
	if e.res.StatusCode != wantStatus {
		t.Errorf("%s %s answered %d, want %d: %s", e.req.Method, e.req.URL.Path, e.res.StatusCode, wantStatus, body)
	}
	if invalid {
		if ok, _ := v.ValidateHttpRequestSync(e.req); ok {
			t.Errorf("%s %s: the document accepts a request the server refuses", e.req.Method, e.req.URL.Path)
		}
		e.req.Body = io.NopCloser(bytes.NewReader(nil))
		if ok, errs := v.ValidateHttpResponse(e.req, e.res); !ok {
			t.Errorf("%s %s (%d) does not match the document:\n%s\nbody: %.600s", e.req.Method, e.req.URL.Path, e.res.StatusCode, validationText(errs), body)
		}
		return
	}
	if ok, errs := v.ValidateHttpRequestResponse(e.req, e.res); !ok {
		t.Errorf("%s %s (%d) does not match the document:\n%s\nbody: %.600s", e.req.Method, e.req.URL.Path, e.res.StatusCode, validationText(errs), body)
	}
}

func TestRealAnswersMatchTheDocument(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	// The document the server serves, not one built here.
	served := send(t, h, http.MethodGet, "/openapi.json", "", nil, nil)
	if served.res.StatusCode != http.StatusOK || !strings.HasPrefix(served.res.Header.Get("Content-Type"), "application/json") {
		t.Fatalf("GET /openapi.json: %d %s", served.res.StatusCode, served.res.Header.Get("Content-Type"))
	}
	v := newValidator(t, served.body())

	player := h.NewPlayer(t, "read,write,tax")
	readOnly := player.WithKey(t, "read")
	key := player.Key

	var slug, programID, bareSlug string
	{
		e := send(t, h, http.MethodGet, "/v1/casinos?q=bellagio", "", nil, nil)
		var list struct {
			Data []persistence.Casino `json:"data"`
		}
		_ = json.Unmarshal(e.body(), &list)
		if len(list.Data) == 0 {
			t.Fatal("no casino matches bellagio in the test directory")
		}
		slug = list.Data[0].Slug
		e = send(t, h, http.MethodGet, "/v1/casinos?has_rewards=false&limit=1", "", nil, nil)
		_ = json.Unmarshal(e.body(), &list)
		if len(list.Data) == 0 {
			t.Fatal("no casino without a rewards program in the test directory")
		}
		bareSlug = list.Data[0].Slug
		e = send(t, h, http.MethodGet, "/v1/rewards-programs?limit=1", "", nil, nil)
		var programs struct {
			Data []persistence.RewardsProgram `json:"data"`
		}
		_ = json.Unmarshal(e.body(), &programs)
		if len(programs.Data) == 0 {
			t.Fatal("no rewards program in the test directory")
		}
		programID = programs.Data[0].ID.String()
	}

	// Records for the account lists.
	player.MustAction(t, "add_trip", map[string]any{"casino_name": "Bellagio Hotel and Casino", "start_date": "2026-03-01", "coin_in": 1250.5})
	player.MustAction(t, "add_trip", map[string]any{"casino_name": "Borgata"})
	player.MustAction(t, "upsert_tier", map[string]any{"casino_name": "Bellagio Hotel and Casino", "tier": "Gold", "points_balance": 1200})
	player.MustAction(t, "add_offer", map[string]any{"casino_name": "Borgata", "offer_type": "free_play", "value": 50, "expiration_date": "2026-12-31"})

	tests := []struct {
		name         string
		method, path string
		key          string
		body         any
		headers      map[string]string
		status       int
		invalid      bool
	}{
		{"a name search", "GET", "/v1/casinos?q=bellagio", "", nil, nil, 200, false},
		{"a filtered search", "GET", "/v1/casinos?state=nj&has_rewards=true&limit=5", "", nil, nil, 200, false},
		{"a page of 100 tribal casinos", "GET", "/v1/casinos?type=tribal&limit=100", "", nil, nil, 200, false},
		{"a full page of every casino", "GET", "/v1/casinos?limit=100&offset=100", "", nil, nil, 200, false},
		{"a search with a key", "GET", "/v1/casinos?q=borgata", key, nil, nil, 200, false},
		{"a casino with a rewards program", "GET", "/v1/casinos/" + slug, "", nil, nil, 200, false},
		{"a casino without one", "GET", "/v1/casinos/" + bareSlug, "", nil, nil, 200, false},
		{"every rewards program", "GET", "/v1/rewards-programs?limit=200", "", nil, nil, 200, false},
		{"a rewards program", "GET", "/v1/rewards-programs/" + programID, "", nil, nil, 200, false},
		{"a limit out of bounds", "GET", "/v1/casinos?limit=0", "", nil, nil, 400, true},
		{"an unknown casino", "GET", "/v1/casinos/no-such-casino", "", nil, nil, 404, false},
		{"a program id that is not a uuid", "GET", "/v1/rewards-programs/nope", "", nil, nil, 400, false},
		{"the account without a key", "GET", "/v1/me", "", nil, nil, 401, true},
		{"the account with a bad key", "GET", "/v1/me", "tl_live_" + strings.Repeat("0", 64), nil, nil, 401, false},
		{"the account", "GET", "/v1/me", key, nil, nil, 200, false},
		{"my tiers", "GET", "/v1/tiers", key, nil, nil, 200, false},
		{"my trips", "GET", "/v1/trips?limit=1", key, nil, nil, 200, false},
		{"my offers", "GET", "/v1/offers", key, nil, nil, 200, false},
		{"liveness", "GET", "/healthz", "", nil, nil, 200, false},
		{"readiness", "GET", "/readyz", "", nil, nil, 200, false},
		{"an unknown share link", "GET", "/s/no-such-token", "", nil, nil, 404, false},
		{"a casino under its old slug, the redirect followed", "GET", "/v1/casinos/rosebud-casino-ne-c44f8e1c", "", nil, nil, 200, false},
		{"add_trip", "POST", "/v1/player", key, map[string]any{"action": "add_trip", "casino_name": "Wynn Las Vegas", "start_date": "2026-04-02", "end_date": "2026-04-05"}, map[string]string{"Idempotency-Key": "4b0a8f7e-3c1d-4e2f-9a8b-7c6d5e4f3a2b"}, 200, false},
		{"add_trip replayed", "POST", "/v1/player", key, map[string]any{"action": "add_trip", "casino_name": "Wynn Las Vegas", "start_date": "2026-04-02", "end_date": "2026-04-05"}, map[string]string{"Idempotency-Key": "4b0a8f7e-3c1d-4e2f-9a8b-7c6d5e4f3a2b"}, 200, false},
		{"list_trips", "POST", "/v1/player", key, map[string]any{"action": "list_trips", "limit": 10}, nil, 200, false},
		{"tier_status", "POST", "/v1/player", key, map[string]any{"action": "tier_status"}, nil, 200, false},
		{"list_offers", "POST", "/v1/player", key, map[string]any{"action": "list_offers"}, nil, 200, false},
		{"bankroll_status", "POST", "/v1/player", key, map[string]any{"action": "bankroll_status"}, nil, 200, false},
		{"tax_year_summary", "POST", "/v1/player", key, map[string]any{"action": "tax_year_summary", "tax_year": 2026}, nil, 200, false},
		{"an unknown action", "POST", "/v1/player", key, map[string]any{"action": "no_such_action"}, nil, 400, true},
		{"a write with a read key", "POST", "/v1/player", readOnly.Key, map[string]any{"action": "add_trip", "casino_name": "Borgata"}, nil, 403, false},
		{"an action without a key", "POST", "/v1/player", "", map[string]any{"action": "list_trips"}, nil, 401, true},
		{"a trip that does not exist", "POST", "/v1/player", key, map[string]any{"action": "get_trip", "trip_id": "3fa85f64-5717-4562-b3fc-2c963f66afa6"}, nil, 404, false},
		{"the comp calculator", "POST", "/v1/comp/calculate", key, map[string]any{"action": "calculate", "game_type": "blackjack", "avg_bet": 25, "hours": 4}, nil, 200, false},
		{"the comp ratios", "POST", "/v1/comp/calculate", key, map[string]any{"action": "get_comp_ratios"}, nil, 200, false},
		{"a tax summary report", "POST", "/v1/tax-report", key, map[string]any{"action": "generate_summary", "tax_year": 2026}, nil, 200, false},
		{"a session log as CSV", "POST", "/v1/tax-report", key, map[string]any{"action": "generate_session_log", "tax_year": 2026}, map[string]string{"Accept": "text/csv"}, 200, false},
		{"responsible-gaming resources", "POST", "/v1/rg", key, map[string]any{"action": "get_resources"}, nil, 200, false},
		{"tier-match templates", "POST", "/v1/tier-match", key, map[string]any{"action": "get_templates"}, nil, 200, false},
	}
	for _, tt := range tests {
		t.Run(tt.name+" matches the document", func(t *testing.T) {
			e := send(t, h, tt.method, tt.path, tt.key, tt.body, tt.headers)
			if accept := tt.headers["Accept"]; accept != "" && !strings.HasPrefix(e.res.Header.Get("Content-Type"), accept) {
				t.Errorf("asked for %s, got %s", accept, e.res.Header.Get("Content-Type"))
			}
			check(t, v, e, tt.status, tt.invalid)
		})
	}

	// Every action, with its example request, on an account holding every
	// scope: whatever it answers (a result, a 400 for a placeholder, a
	// 404 for an id that does not exist) must match the document.
	t.Run("every action's answer to its example request matches the document", func(t *testing.T) {
		host := h.NewAccount(t, persistence.RoleHost, apitest.AllScopes)
		answered := map[int]int{}
		for _, a := range registry.Default.List() {
			if !a.AllowedByKey() {
				continue
			}
			e := send(t, h, http.MethodPost, registry.Path(a.Namespace), host.Key, a.ExampleRequest(), nil)
			answered[e.res.StatusCode]++
			if e.res.StatusCode == http.StatusBadRequest {
				// The example broke a rule (a placeholder value): only the
				// answer must match.
				e.req.Body = io.NopCloser(bytes.NewReader(nil))
				if ok, errs := v.ValidateHttpResponse(e.req, e.res); !ok {
					t.Errorf("%s/%s (400) does not match the document:\n%s\nbody: %.600s", a.Namespace, a.Name, validationText(errs), e.body())
				}
				continue
			}
			if ok, errs := v.ValidateHttpRequestResponse(e.req, e.res); !ok {
				t.Errorf("%s/%s (%d) does not match the document:\n%s\nbody: %.600s", a.Namespace, a.Name, e.res.StatusCode, validationText(errs), e.body())
			}
		}
		if answered[http.StatusOK] < 30 {
			t.Errorf("only %d actions answered 200 (%v): too few results were checked", answered[http.StatusOK], answered)
		}
		t.Logf("answers by status: %v", answered)
	})
}

type nothing struct{}

func TestTheServedDocumentMarksDeprecations(t *testing.T) {
	since := time.Date(2026, 9, 1, 0, 0, 0, 0, time.UTC)
	sunset := time.Date(2027, 3, 1, 0, 0, 0, 0, time.UTC)
	reg := registry.New()
	nop := func(context.Context, *registry.Env, *nothing) (*nothing, error) { return &nothing{}, nil }
	registry.Add(reg, registry.Spec{Namespace: "player", Name: "old_way", Area: "tests", Kind: registry.KindRead, Summary: "Old way.",
		Deprecated: &registry.Deprecation{Since: since, Sunset: sunset, Use: "new_way"}}, nop)
	registry.Add(reg, registry.Spec{Namespace: "player", Name: "new_way", Area: "tests", Kind: registry.KindRead, Summary: "New way."}, nop)
	h := apitest.New(t, apitest.Options{Server: []transport.Option{
		transport.WithRegistry(reg),
		transport.WithDeprecatedRoute("/v1/rewards-programs", registry.Deprecation{Since: since, Sunset: sunset}),
	}})
	served := send(t, h, http.MethodGet, "/openapi.json", "", nil, nil)
	raw := served.body()
	v := newValidator(t, raw)
	var doc map[string]any
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	if get(t, doc, "paths", "/v1/rewards-programs", "get", "deprecated") != true {
		t.Error("the deprecated route is not marked deprecated")
	}
	if _, ok := get(t, doc, "paths", "/v1/casinos", "get").(map[string]any)["deprecated"]; ok {
		t.Error("a current route is marked deprecated")
	}
	if get(t, doc, "components", "schemas", "PlayerOldWayRequest", "deprecated") != true {
		t.Error("the deprecated action's request schema is not marked deprecated")
	}
	if _, ok := get(t, doc, "components", "schemas", "PlayerNewWayRequest").(map[string]any)["deprecated"]; ok {
		t.Error("a current action is marked deprecated")
	}
	p := h.NewPlayer(t, "read")
	for _, e := range []exchange{
		send(t, h, http.MethodGet, "/v1/rewards-programs", "", nil, nil),
		send(t, h, http.MethodPost, "/v1/player", p.Key, map[string]any{"action": "old_way"}, nil),
	} {
		if e.res.Header.Get("Deprecation") == "" {
			t.Errorf("%s %s: no Deprecation header", e.req.Method, e.req.URL.Path)
		}
		check(t, v, e, http.StatusOK, false)
	}
}
