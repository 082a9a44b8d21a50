package registry

import (
	"math"
	"slices"
	"sync"

	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/internal/ordered"
)

// The route table: every REST endpoint the service answers, declared once.
// The router mounts a handler for each (and refuses to start if one has
// none), the OpenAPI document and the discovery documents describe them,
// and Register refuses an action whose namespace no route serves.

// Auth says what a route asks of the caller.
type Auth int

const (
	// Public routes need no key. A key may be sent: it then sets the
	// rate-limit identity, and a bad one is refused with 401.
	Public Auth = iota
	// Key routes need an API key with the read scope.
	Key
	// Ops routes (health probes) need nothing and are not rate limited.
	Ops
)

// Param is a query or path parameter.
type Param struct {
	Name        string
	Description string
	Schema      *Object
	Required    bool
}

// Route is one REST endpoint. An action endpoint (POST /v1/<namespace>)
// sets Namespace; its operation is described from the actions registered
// in that namespace.
type Route struct {
	Method      string
	Path        string
	OperationID string
	Tag         string
	Summary     string
	Description string
	Auth        Auth
	PathParams  []Param
	Query       []Param
	// Response is the schema of the 200 body.
	Response *Object
	// Errors are the error statuses the route answers.
	Errors []int
	// OnSite: the route is served on the site address, not the API base.
	OnSite bool
	// Headers are extra headers of the 200 response, by name.
	Headers *Object
	// Request is the schema of a JSON request body (POST routes).
	Request *Object
	// Stream describes a text/event-stream answer the route also gives.
	Stream string
	// Moved, when set, says when the route answers 301 with a Location:
	// the resource it names is now at another address.
	Moved string

	// Namespace is the namespace of the actions an action endpoint runs.
	Namespace string
	// IdempotentReads: an Idempotency-Key is honoured for every action of
	// the endpoint (the spec's "Idempotency-Key accepted: yes"), not only
	// for actions that change data.
	IdempotentReads bool
	// DefaultAction runs when the body names no action (POST
	// /v1/match-hosts takes no "action").
	DefaultAction string
}

// Object is an ordered JSON object: the schemas of the table.
type Object = ordered.Object

func obj(kv ...any) *Object { return ordered.New(kv...) }

func typ(t string, kv ...any) *Object { return obj(append([]any{"type", t}, kv...)...) }

func ref(name string) *Object { return obj("$ref", "#/components/schemas/"+name) }

// list is the envelope of a list response.
func list(item string, description string) *Object {
	return obj(
		"type", "object",
		"description", description,
		"required", []any{"data", "count"},
		"properties", obj(
			"data", typ("array", "items", ref(item)),
			"count", typ("integer", "minimum", 0, "description", "The number of matches in all, not the page size."),
		),
	)
}

// nearList is the answer of the casino search: the list envelope, with
// the circle searched when the search was by place.
func nearList() *Object {
	l := list("Casino", "One page of the matching casinos.")
	l.Set("required", []any{"data", "count", "next_cursor"})
	l.Object("properties").Set("next_cursor", obj("type", []any{"string", "null"},
		"description", "Send as cursor to get the next page; null on the last page."))
	l.Object("properties").Set("near", obj(
		"type", "object",
		"description", "Present only in a search by place: the point searched around (a city's centroid when near named one) and the radius.",
		"required", []any{"lat", "lon", "place", "radius_km"},
		"properties", obj(
			"lat", typ("number"),
			"lon", typ("number"),
			"place", obj("type", []any{"string", "null"}, "description", "The city near named, as \"City, ST\"; null for a point."),
			"radius_km", typ("number"),
		),
	))
	return l
}

// single is the envelope of a single-resource response.
func single(schema *Object) *Object {
	return obj(
		"type", "object",
		"required", []any{"data"},
		"properties", obj("data", schema),
	)
}

// Paging bounds (the specification's Limits): the handlers enforce what
// the table describes.
const (
	CasinoLimitDefault  = 24
	CasinoLimitMax      = 100
	ProgramLimitDefault = 100
	ProgramLimitMax     = 200
	AccountLimitDefault = 50
	AccountLimitMax     = 200
	MaxSearchLen        = 100
	MaxOffset           = math.MaxInt32
	// NearRadiusDefault and NearRadiusMax bound a search by place, in km.
	NearRadiusDefault = directory.NearRadiusKm
	NearRadiusMax     = 500
	// MaxCursorLen bounds a casino search's cursor (a casino's name and
	// id, and a distance, encoded).
	MaxCursorLen = 800
)

func limitParam(def, max int) Param {
	return Param{Name: "limit", Description: "Page size.", Schema: typ("integer", "minimum", 1, "maximum", max, "default", def)}
}

func offsetParam() Param {
	return Param{Name: "offset", Description: "How many matches to skip.", Schema: typ("integer", "minimum", 0, "maximum", MaxOffset, "default", 0)}
}

func searchParam(name, description string) Param {
	return Param{Name: name, Description: description, Schema: typ("string", "maxLength", MaxSearchLen)}
}

// Routes lists every REST endpoint: the directory, the account endpoints,
// share links, the agent surfaces, the health probes, then the action
// endpoints, POST /v1/player first.
func Routes() []Route {
	return slices.Concat(directoryRoutes(), accountRoutes(), sharingRoutes(), agentRoutes(), opsRoutes(), actionRoutes())
}

const get = "GET"

// publicErrors and accountErrors are the error statuses of the directory
// and of the account endpoints.
func publicErrors() []int  { return []int{400, 401, 429, 500} }
func accountErrors() []int { return []int{400, 401, 403, 429, 500} }

// directoryRoutes are the public directory: no key needed.
func directoryRoutes() []Route {
	types := make([]any, 0, len(directory.CasinoTypes))
	for _, t := range directory.CasinoTypes {
		types = append(types, t)
	}
	return []Route{
		{
			Method: get, Path: "/v1/casinos", OperationID: "searchCasinos", Tag: "Directory",
			Summary: "Search the casino directory",
			Description: "U.S. casinos by a fragment (any case) of their name, brand or tribal nation, state, casino type, whether they have a rewards program or a hotel, " +
				"the rewards program they are part of, and by place: near a point, a city of the directory or one of the 1,000 largest U.S. cities, within radius_km. Ordered by name, then id; a search by place " +
				"is ordered by distance, then name, then id, and each casino carries distance_km. Pages never overlap or skip.",
			Auth: Public,
			Query: []Param{
				searchParam("q", "Part of the casino's name, its brand (\"PENN Entertainment\") or its tribal nation (\"Chickasaw Nation\"), any case; "+
					"each is matched on its own, never across two."),
				{Name: "state", Description: "Two-letter U.S. state code, any case (NV, nj).", Schema: typ("string", "pattern", "^[A-Za-z]{2}$")},
				{Name: "type", Description: "The casino_type (any case).", Schema: typ("string", "enum", types)},
				{Name: "has_rewards", Description: "Only casinos with (true) or without (false) a rewards program.", Schema: typ("boolean")},
				{Name: "has_hotel", Description: "Only casinos known to have (true) or not to have (false) a hotel; casinos whose hotel is unknown match neither.", Schema: typ("boolean")},
				{Name: "program", Description: "Only the casinos that are part of one rewards program: the program's id, or its name exactly but in any case " +
					"(\"Bally Rewards\", \"penn play\"), as GET /v1/rewards-programs lists them. Membership is the program's own list of properties, " +
					"so casinos whose names do not carry the program's name are found too. A program the directory does not have is a 400; " +
					"with has_rewards=false nothing matches.", Schema: typ("string", "maxLength", MaxSearchLen)},
				{Name: "near", Description: "Search around a place: \"lat,lon\" in decimal degrees (36.1126,-115.1767), a city of the directory " +
					"(\"Las Vegas, NV\", \"Atlantic City, New Jersey\"), which stands for the centroid of its casinos, or one of the 1,000 largest " +
					"U.S. cities of a list embedded in the service (\"Dallas, TX\"), which stands for the city's centre; a city of the directory wins. " +
					"The state may be left out when only one state has a city of that name, in the directory and the list together. " +
					"Distances are great-circle kilometres.", Schema: typ("string", "maxLength", MaxSearchLen)},
				{Name: "radius_km", Description: "With near: how far to search, in kilometres.", Schema: typ("number", "exclusiveMinimum", 0, "maximum", NearRadiusMax, "default", NearRadiusDefault)},
				limitParam(CasinoLimitDefault, CasinoLimitMax),
				offsetParam(),
				{Name: "cursor", Description: "Continue after the last casino of an earlier page: that answer's next_cursor, unchanged (opaque). " +
					"It names the casino, not a position, so paging stays right when the directory is re-seeded in between. Not with offset.",
					Schema: typ("string", "maxLength", MaxCursorLen)},
			},
			Response: nearList(),
			Errors:   publicErrors(),
		},
		{
			Method: get, Path: "/v1/casinos/{slug}", OperationID: "getCasino", Tag: "Directory",
			Summary:     "One casino with its rewards program and tier ladder",
			Auth:        Public,
			PathParams:  []Param{{Name: "slug", Description: "The casino's slug, e.g. bellagio-hotel-and-casino-nv-c859bf1d.", Schema: typ("string"), Required: true}},
			Response:    single(ref("CasinoDetail")),
			Errors:      []int{401, 404, 429, 500},
			Description: "Slugs are the same on every installation, and a casino keeps its slug when its data is corrected. A casino whose name or state was corrected has a new slug; its old slug answers 301 with the new address in Location.",
			Moved:       "The slug is a casino's old slug (its name or state was corrected); Location is its address now.",
		},
		{
			Method: get, Path: "/v1/rewards-programs", OperationID: "listRewardsPrograms", Tag: "Directory",
			Summary: "List rewards programs",
			Auth:    Public,
			Query: []Param{
				searchParam("search", "Part of the program name or brand, any case."),
				searchParam("brand", "The brand, exactly but in any case."),
				limitParam(ProgramLimitDefault, ProgramLimitMax),
				offsetParam(),
			},
			Response: list("RewardsProgram", "One page of the matching rewards programs."),
			Errors:   publicErrors(),
		},
		{
			Method: get, Path: "/v1/rewards-programs/{id}", OperationID: "getRewardsProgram", Tag: "Directory",
			Summary:    "One rewards program with its tier ladder",
			Auth:       Public,
			PathParams: []Param{{Name: "id", Description: "The program's id.", Schema: typ("string", "format", "uuid"), Required: true}},
			Response:   single(ref("RewardsProgramDetail")),
			Errors:     []int{400, 401, 404, 429, 500},
		},
	}
}

// accountRoutes are the key owner's own records (scope read).
func accountRoutes() []Route {
	return []Route{
		{
			Method: get, Path: "/v1/me", OperationID: "getMe", Tag: "Account",
			Summary:  "The owner of the API key",
			Auth:     Key,
			Response: single(ref("Account")),
			Errors:   []int{401, 403, 429, 500},
		},
		{
			Method: get, Path: "/v1/tiers", OperationID: "listMyTiers", Tag: "Account",
			Summary:  "The key owner's tier status at each casino",
			Auth:     Key,
			Query:    []Param{limitParam(AccountLimitDefault, AccountLimitMax), offsetParam()},
			Response: list("UserTier", "One page of the owner's tiers."),
			Errors:   accountErrors(),
		},
		{
			Method: get, Path: "/v1/trips", OperationID: "listMyTrips", Tag: "Account",
			Summary:  "The key owner's trips, latest first",
			Auth:     Key,
			Query:    []Param{limitParam(AccountLimitDefault, AccountLimitMax), offsetParam()},
			Response: list("Trip", "One page of the owner's trips."),
			Errors:   accountErrors(),
		},
		{
			Method: get, Path: "/v1/offers", OperationID: "listMyOffers", Tag: "Account",
			Summary:  "The key owner's offers, soonest expiry first",
			Auth:     Key,
			Query:    []Param{limitParam(AccountLimitDefault, AccountLimitMax), offsetParam()},
			Response: list("Offer", "One page of the owner's offers."),
			Errors:   accountErrors(),
		},
	}
}

// sharingRoutes serve what a share link shows, without a key.
func sharingRoutes() []Route {
	return []Route{
		{
			Method: get, Path: "/s/{token}", OperationID: "getSharedView", Tag: "Sharing",
			Summary:     "What a share link shows",
			Description: "No key is needed: the token is the credential. An unknown, expired or revoked token is the same 404. Served on the site address; never cached.",
			Auth:        Public,
			OnSite:      true,
			PathParams:  []Param{{Name: "token", Description: "The share link's token.", Schema: typ("string", "maxLength", 128), Required: true}},
			Response:    single(ref("SharedView")),
			Errors:      []int{401, 404, 429, 500},
			Headers: obj("Cache-Control", obj("description", "no-store: the answer changes the moment the link is revoked.",
				"schema", typ("string", "enum", []any{"no-store"}))),
		},
	}
}

// agentRoutes are the surfaces for agents, on the site address.
func agentRoutes() []Route {
	return []Route{
		{
			Method: "POST", Path: "/ask", OperationID: "ask", Tag: "Agents",
			Summary: "Ask a question in plain English",
			Description: "A deterministic understanding layer maps the question to a directory search, a fact of the " +
				"service's own tables (tier thresholds, house edges, the W-2G rule, help resources, tier-match paths: no key " +
				"needed) or one of the player's actions, which runs with the caller's key and its scopes. A change is proposed " +
				"and runs only with \"confirm\": true. An unmappable or off-topic question gets example questions, never a " +
				"guess. Served on the site address.",
			Auth:   Public,
			OnSite: true,
			Request: obj("type", "object", "required", []any{"query"}, "properties", obj(
				"query", typ("string", "minLength", 1, "maxLength", 500),
				"limit", typ("integer", "minimum", 1, "maximum", 50, "default", 10),
				"confirm", typ("boolean", "default", false, "description", "Run the change the question asks for "+
					"(\"set my daily budget to $100\"). Without it a change is only proposed: the answer names the action and "+
					"parameters it would run (intent.maps_to, intent.parameters) and nothing changes. Running it needs a key "+
					"with the action's scopes."))),
			Response: obj("type", "object", "required", []any{"data"}, "properties", obj("data", obj(
				"type", "object", "required", []any{"query", "intent", "results", "answer"}, "properties", obj(
					"query", typ("string"),
					"intent", obj("type", "object", "description", "What was understood and which action or endpoint it maps to."),
					"results", obj("type", "array", "description", "The mapped call's items, as the REST API returns them."),
					"answer", typ("string"))))),
			Stream: "With Accept: text/event-stream, Server-Sent Events: intent, one result per item, answer, then done; " +
				"an error is an error event carrying the error object. Keep-alive comments while work runs.",
			Errors: []int{400, 401, 403, 429, 500},
		},
		{
			Method: "POST", Path: "/a2a", OperationID: "a2a", Tag: "Agents",
			Summary: "A2A (Agent2Agent) JSON-RPC endpoint",
			Description: "JSON-RPC 2.0 binding of A2A 1.0: SendMessage answers a question like /ask, as a message " +
				"with a text part and a data part; SendStreamingMessage streams it. See /.well-known/agent-card.json.",
			Auth:     Public,
			OnSite:   true,
			Request:  obj("type", "object", "required", []any{"jsonrpc", "method"}, "description", "A JSON-RPC 2.0 request."),
			Response: obj("type", "object", "required", []any{"jsonrpc"}, "description", "A JSON-RPC 2.0 response (result or error)."),
			Stream:   "SendStreamingMessage answers as Server-Sent Events.",
			Errors:   []int{401, 429, 500},
		},
		{
			Method: "POST", Path: "/mcp", OperationID: "mcp", Tag: "Agents",
			Summary: "MCP server (Streamable HTTP, stateless)",
			Description: "Model Context Protocol JSON-RPC messages. Tools: search_casinos, get_casino, " +
				"list_rewards_programs (no key) and player_action (a key in Authorization). Its address is TIERLINE_MCP_URL; " +
				"see /.well-known/mcp/server-card.json.",
			Auth:     Public,
			OnSite:   true,
			Request:  obj("type", "object", "required", []any{"jsonrpc", "method"}, "description", "A JSON-RPC 2.0 message."),
			Response: obj("type", "object", "required", []any{"jsonrpc"}, "description", "A JSON-RPC 2.0 response."),
			Stream:   "The SDK may answer a request as Server-Sent Events.",
			Errors:   []int{401, 429, 500},
		},
	}
}

// opsRoutes are the health probes, outside the rate limit.
func opsRoutes() []Route {
	return []Route{
		{
			Method: get, Path: "/healthz", OperationID: "healthz", Tag: "Operations",
			Summary:     "Liveness",
			Description: "200 while the process serves requests. Not rate limited.",
			Auth:        Ops,
			Response: obj("type", "object", "required", []any{"status"},
				"properties", obj("status", typ("string", "enum", []any{"ok"}))),
		},
		{
			Method: get, Path: "/readyz", OperationID: "readyz", Tag: "Operations",
			Summary:     "Readiness",
			Description: "200 when the database answers, 503 otherwise. Not rate limited.",
			Auth:        Ops,
			Response:    ref("Readiness"),
		},
	}
}

// actionRoutes are the action endpoints; their operations are described from the
// actions registered in each namespace.
func actionRoutes() []Route {
	return []Route{
		actionRoute("player", "Actions", "Player and host actions.", false, ""),
		actionRoute("comp/calculate", "Features", "Comp calculator: theo and comp value from bets, the player's history, the ratios in use.", true, ""),
		actionRoute("comp/predict", "Features", "Offer prediction from the player's ADT and visit frequency.", false, ""),
		actionRoute("tier-match", "Features", "Tier-match suggestions, letters and tracked requests.", true, ""),
		actionRoute("rg", "Features", "Responsible gaming: risk profile, resources, budgets and session limits.", false, ""),
		actionRoute("hosts/discover", "Features", "Find casino hosts and ask to connect.", false, ""),
		actionRoute("tax-report", "Features", "Tax-year reports (JSON, or CSV for the session log and W-2G report).", true, ""),
		actionRoute("match-hosts", "Features", "Hosts ranked by fit for the caller.", false, "match_hosts"),
	}
}

// actionRoute is the route of an action endpoint; its operation is
// described from the registry.
func actionRoute(namespace, tag, summary string, idempotentReads bool, defaultAction string) Route {
	return Route{Method: "POST", Path: Path(namespace), Tag: tag, Summary: summary, Auth: Key,
		Namespace: namespace, IdempotentReads: idempotentReads, DefaultAction: defaultAction}
}

// ActionRoutes lists the action endpoints of the route table.
func ActionRoutes() []Route { return actionRoutes() }

// actionRouteTable is actionRoutes made once: ActionRoute runs on every
// action call.
var actionRouteTable = sync.OnceValue(actionRoutes)

// ActionRoute returns the action endpoint serving namespace.
func ActionRoute(namespace string) (Route, bool) {
	for _, rt := range actionRouteTable() {
		if rt.Namespace == namespace {
			return rt, true
		}
	}
	return Route{}, false
}

// CSVer is an action output that can also be written as CSV; the endpoint
// answers text/csv when the client asks for it with Accept.
type CSVer interface {
	CSV() ([]byte, error)
}

// Readiness is the body of /readyz, in both of its answers.
func Readiness() *Object {
	return obj("type", "object", "required", []any{"status", "checks"},
		"properties", obj(
			"status", typ("string", "enum", []any{"ok", "unavailable"}),
			"checks", obj("type", "object", "required", []any{"database"},
				"properties", obj("database", typ("string", "enum", []any{"ok", "unreachable"}))),
		))
}
