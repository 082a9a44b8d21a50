package describe

import (
	"strings"

	"github.com/tierline/tierline/internal/ask"
	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/internal/domain/apikeys"
	"github.com/tierline/tierline/registry"
)

// The A2A agent card (A2A specification v1.0, AgentCard). Its one
// interface is the JSON-RPC endpoint at {site_url}/a2a, which answers a
// message with /ask; its skills are what /ask understands.

// AgentCard is an A2A v1.0 agent card.
type AgentCard struct {
	Name                string                    `json:"name"`
	Description         string                    `json:"description"`
	SupportedInterfaces []AgentInterface          `json:"supportedInterfaces"`
	Provider            *AgentProvider            `json:"provider,omitempty"`
	Version             string                    `json:"version"`
	DocumentationURL    string                    `json:"documentationUrl,omitempty"`
	Capabilities        AgentCapabilities         `json:"capabilities"`
	SecuritySchemes     map[string]SecurityScheme `json:"securitySchemes,omitempty"`
	DefaultInputModes   []string                  `json:"defaultInputModes"`
	DefaultOutputModes  []string                  `json:"defaultOutputModes"`
	Skills              []AgentSkill              `json:"skills"`
}

// AgentInterface is a URL, its protocol binding and the A2A version it
// speaks.
type AgentInterface struct {
	URL             string `json:"url"`
	ProtocolBinding string `json:"protocolBinding"`
	ProtocolVersion string `json:"protocolVersion"`
}

// AgentProvider is who runs the agent.
type AgentProvider struct {
	URL          string `json:"url"`
	Organization string `json:"organization"`
}

// AgentCapabilities are the optional protocol features the agent offers.
type AgentCapabilities struct {
	Streaming         bool `json:"streaming"`
	PushNotifications bool `json:"pushNotifications"`
	ExtendedAgentCard bool `json:"extendedAgentCard"`
}

// SecurityScheme is one scheme of the card (the HTTP bearer one here).
type SecurityScheme struct {
	HTTPAuth *HTTPAuthSecurityScheme `json:"httpAuthSecurityScheme,omitempty"`
}

// HTTPAuthSecurityScheme is an HTTP authentication scheme.
type HTTPAuthSecurityScheme struct {
	Description  string `json:"description,omitempty"`
	Scheme       string `json:"scheme"`
	BearerFormat string `json:"bearerFormat,omitempty"`
}

// SecurityRequirement maps scheme names to the scopes they need.
type SecurityRequirement struct {
	Schemes map[string]StringList `json:"schemes"`
}

// StringList is a list of strings (A2A's wrapper).
type StringList struct {
	List []string `json:"list"`
}

// AgentSkill is one thing the agent does well.
type AgentSkill struct {
	ID                   string                `json:"id"`
	Name                 string                `json:"name"`
	Description          string                `json:"description"`
	Tags                 []string              `json:"tags"`
	Examples             []string              `json:"examples,omitempty"`
	SecurityRequirements []SecurityRequirement `json:"securityRequirements,omitempty"`
}

// askSkill is one family of questions /ask answers. action names the
// registry action a personal question runs with the caller's key
// ("namespace/name"); public questions read the directory and need none.
type askSkill struct {
	id, name, description string
	tags, examples        []string
	action                string
}

// askSkills are the intents of /ask, as skills: each id is an intent name
// of package ask, and each example is understood as that intent (a test
// puts every example to /ask's understanding layer).
var askSkills = []askSkill{
	{
		id: ask.FindCasinos, name: "Search casinos",
		description: "Find U.S. casinos by name, state (name or code), casino type, rewards program, hotel, and by place (near a city of the directory, within a radius in miles or km; nearest first), from the public directory. No key needed.",
		tags:        []string{"casinos", "directory", "search", "near"},
		examples:    []string{"casinos in New Jersey", "tribal casinos in Oklahoma", "casinos within 30 miles of Atlantic City", "Which casinos in Nevada have a hotel?"},
	},
	{
		id: ask.CasinoDetail, name: "A casino's tier ladder",
		description: "A casino with its rewards program and its tiers, with what each tier takes to qualify, from the public directory. No key needed.",
		tags:        []string{"casinos", "rewards programs", "tiers"},
		examples:    []string{"what are the tiers at Bellagio?", "tell me about Borgata"},
	},
	{
		id: ask.TierRequirement, name: "What a tier takes",
		description: "One tier's qualifying threshold in a rewards program, with the program's ladder, from the public directory. No key needed.",
		tags:        []string{"tiers", "rewards programs"},
		examples:    []string{"what does Diamond at Caesars take", "how many tier credits for Seven Stars"},
	},
	{
		id: ask.GameFacts, name: "A game's house edge and pace",
		description: "The house edge (or a machine's hold) and the decisions per hour of a game, with their sources: the table the comp calculator uses. No key needed.",
		tags:        []string{"games", "house edge"},
		examples:    []string{"house edge of roulette", "how many hands per hour in blackjack"},
	},
	{
		id: ask.W2GRule, name: "The W-2G rule",
		description: "Whether a win of a game, amount and tax year is reported on Form W-2G, and the rule, as w2g_threshold_check computes it; it reads no player data, so no key is needed. Not tax advice.",
		tags:        []string{"tax", "W-2G"},
		examples:    []string{"W-2G for a $1,500 slot jackpot?", "W-2G threshold for keno"},
	},
	{
		id: ask.RGHelp, name: "Gambling help and self-exclusion",
		description: "The national problem-gambling helplines and state self-exclusion programs, each with its address and source. No key needed.",
		tags:        []string{"responsible gaming", "help", "self-exclusion"},
		examples:    []string{"gambling help line", "self-exclusion in New Jersey"},
	},
	{
		id: ask.TierMatchPaths, name: "Tier-match paths",
		description: "The known status-match paths open to a program's members, as a source described them on a date (often unverified). No key needed.",
		tags:        []string{"tier match", "status match"},
		examples:    []string{"best tier match for my MGM Pearl", "does Caesars match MGM status"},
	},
	{
		id: ask.MyTiers, name: "My tier status",
		description: "The caller's tier, points and tier expiry at each casino, or at one.",
		tags:        []string{"tiers", "loyalty", "personal"},
		examples:    []string{"my tier at Bellagio", "what is my tier status?"},
		action:      "player/tier_status",
	},
	{
		id: ask.MyTrips, name: "My trips",
		description: "The caller's casino trips, by casino and dates.",
		tags:        []string{"trips", "personal"},
		examples:    []string{"my trips this year", "my trips to Borgata in 2025"},
		action:      "player/list_trips",
	},
	{
		id: ask.MyOffers, name: "My offers",
		description: "The caller's casino offers, by casino and status (expiring ones too).",
		tags:        []string{"offers", "personal"},
		examples:    []string{"my offers", "my offers at Borgata"},
		action:      "player/list_offers",
	},
	{
		id: ask.W2GTotal, name: "My W-2G totals",
		description: "A tax year's W-2G winnings and withholding, and the deductible losses, from the caller's records.",
		tags:        []string{"tax", "W-2G", "personal"},
		examples:    []string{"my 2025 W-2G total", "W-2G total for 2024"},
		action:      "player/tax_year_summary",
	},
	{
		id: ask.CompEstimate, name: "Comp estimate",
		description: "The theoretical loss and the comps a stretch of play is likely to earn.",
		tags:        []string{"comps", "theo", "calculator"},
		examples:    []string{"how much comp for $25 blackjack 4 hours", "comps for $1 slots for 3 hours"},
		action:      "comp/calculate/calculate",
	},
	{
		id: ask.CompPredict, name: "Offers to expect",
		description: "The offer a casino is likely to send next, predicted from the caller's own play there.",
		tags:        []string{"comps", "offers", "personal"},
		examples:    []string{"comps I can expect at Caesars", "what offer is Bellagio likely to send me"},
		action:      "comp/predict/predict",
	},
	{
		id: ask.SetBudget, name: "Set a loss budget",
		description: "Proposes a daily, weekly or monthly loss budget; it is set only when the request says \"confirm\": true.",
		tags:        []string{"responsible gaming", "budget", "change"},
		examples:    []string{"set my daily budget to $100", "set a weekly budget of $500"},
		action:      "rg/set_budget",
	},
	{
		id: ask.FindHosts, name: "Casino hosts",
		description: "Casino hosts accepting new players, by casino, language or specialty.",
		tags:        []string{"hosts", "casinos"},
		examples:    []string{"hosts at Borgata", "casino hosts in Las Vegas"},
		action:      "hosts/discover/search_hosts",
	},
}

// lookup finds "namespace/name" in reg.
func lookup(reg *registry.Registry, ref string) (*registry.Action, bool) {
	i := strings.LastIndex(ref, "/")
	if i < 0 {
		return nil, false
	}
	return reg.Lookup(ref[:i], ref[i+1:])
}

// skills are askSkills with their security requirements from the
// registry. A skill whose action is not registered is left out.
func skills(reg *registry.Registry) []AgentSkill {
	var out []AgentSkill
	for _, s := range askSkills {
		sk := AgentSkill{ID: s.id, Name: s.name, Description: s.description, Tags: s.tags, Examples: s.examples}
		if s.action != "" {
			a, ok := lookup(reg, s.action)
			if !ok || !a.AllowedByKey() {
				continue
			}
			need := []string{}
			for _, sc := range a.RequiredScopes() {
				need = append(need, string(sc))
			}
			sk.Description += " Runs " + a.Name + " with the caller's API key, which needs the scope" + plural(len(need)) + " " + strings.Join(need, " and ") + "."
			sk.SecurityRequirements = []SecurityRequirement{{Schemes: map[string]StringList{"bearer": {List: need}}}}
		}
		out = append(out, sk)
	}
	return out
}

func agentCard(cfg config.Config, reg *registry.Registry) AgentCard {
	return AgentCard{
		Name: serviceName,
		Description: serviceSummary + " Ask in plain English; questions about the directory need no key, " +
			"personal questions run with the caller's API key and its scopes.",
		SupportedInterfaces: []AgentInterface{
			{URL: cfg.SiteURL + A2APath, ProtocolBinding: "JSONRPC", ProtocolVersion: A2AProtocolVer},
		},
		Provider:         &AgentProvider{URL: cfg.SiteURL, Organization: serviceName},
		Version:          Version,
		DocumentationURL: cfg.SiteURL + LLMsPath,
		// /a2a answers SendStreamingMessage too (the answer as one event
		// of the stream); it keeps no tasks, so there are no push
		// notifications, and there is no extended card.
		Capabilities: AgentCapabilities{Streaming: true},
		SecuritySchemes: map[string]SecurityScheme{
			"bearer": {HTTPAuth: &HTTPAuthSecurityScheme{
				Scheme:       "Bearer",
				BearerFormat: apikeys.Prefix + "<64 hex digits>",
				Description: "A personal API key, issued only by the signed-in account owner at " + cfg.SiteURL + KeysPagePath +
					" and handed to the agent, or an OAuth access token for " + cfg.BaseURL + " that the owner allowed on the site's consent page (" +
					cfg.SiteURL + AuthorizationServerPath + "). Optional: public questions need none.",
			}},
		},
		DefaultInputModes:  []string{"text/plain"},
		DefaultOutputModes: []string{"text/plain", JSONType},
		Skills:             skills(reg),
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
