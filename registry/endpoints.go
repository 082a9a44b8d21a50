package registry

// Endpoint is one action endpoint: POST /v1/<namespace>. The table is the
// service spec's (Action API and Feature endpoints): which namespace each
// path serves and whether it accepts Idempotency-Key for every action or
// only for those that change data.
type Endpoint struct {
	Namespace string
	Summary   string
	// IdempotentReads: an Idempotency-Key is honoured for every action of
	// the endpoint (the spec's "Idempotency-Key accepted: yes"), not only
	// for actions that change data.
	IdempotentReads bool
	// DefaultAction runs when the body names no action (POST
	// /v1/match-hosts takes no "action").
	DefaultAction string
}

// Endpoints lists the action endpoints, POST /v1/player first.
var Endpoints = []Endpoint{
	{Namespace: "player", Summary: "Player and host actions."},
	{Namespace: "comp/calculate", Summary: "Comp calculator: theo and comp value from bets, the player's history, the ratios in use.", IdempotentReads: true},
	{Namespace: "comp/predict", Summary: "Offer prediction from the player's ADT and visit frequency."},
	{Namespace: "tier-match", Summary: "Tier-match suggestions, letters and tracked requests.", IdempotentReads: true},
	{Namespace: "rg", Summary: "Responsible gaming: risk profile, resources, budgets and session limits."},
	{Namespace: "hosts/discover", Summary: "Find casino hosts and ask to connect."},
	{Namespace: "tax-report", Summary: "Tax-year reports (JSON, or CSV for the session log and W-2G report).", IdempotentReads: true},
	{Namespace: "match-hosts", Summary: "Hosts ranked by fit for the caller.", DefaultAction: "match_hosts"},
}

// EndpointFor returns the endpoint serving namespace.
func EndpointFor(namespace string) (Endpoint, bool) {
	for _, e := range Endpoints {
		if e.Namespace == namespace {
			return e, true
		}
	}
	return Endpoint{}, false
}

// CSVer is an action output that can also be written as CSV; the endpoint
// answers text/csv when the client asks for it with Accept.
type CSVer interface {
	CSV() ([]byte, error)
}
