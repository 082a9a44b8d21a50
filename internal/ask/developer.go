package ask

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// A developer testing the API types the service's own vocabulary: the
// action catalog's and the spec's snake_case names ("set_session_limit",
// "w2g_threshold_check"), key=value or key: value pairs of their fields
// ("has_hotel=true", "radius_km=25", "state: NM") and a path of the spec
// ("GET /v1/tiers"). developerForm reads them as the plain words the
// rules read ("with a hotel", "within 25 km", "in NM", "my tiers")
// before the question is understood, each value checked as the question
// would check it: a key or a value that names nothing /ask knows is not
// guessed at (has_hotel=maybe is no hotel filter, and the word "maybe"
// would otherwise be searched as a casino's name), and a change /ask does
// not propose, or two changes in one, is refused.

// pairRE is a key=value or key: value pair's key and sign, with the
// blanks around the sign.
var pairRE = regexp.MustCompile(`\b([A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*)[ \t]*(=|:)[ \t]*`)

// pairValueRE is the one-word value of a pair, after its sign; a full
// stop or a question mark ending the line is the sentence's, not the
// value's ("Call list_vouchers with status=redeemed.").
var pairValueRE = regexp.MustCompile(`^[^\s,;]*[^\s,;.?!]`)

// statusPairRE is a status pair's value.
var statusPairRE = regexp.MustCompile(`(?i)\bstatus[ \t]*=[ \t]*([A-Za-z]+)`)

// snakeRE is a snake_case name of the catalog or the spec.
var snakeRE = regexp.MustCompile(`\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b`)

// httpPathRE is a request to a path of the spec ("GET /v1/tiers").
var httpPathRE = regexp.MustCompile(`(?i)\b(GET|POST|PUT|PATCH|DELETE)[ \t]+/v1/([A-Za-z0-9_\-/{}]*)`)

// colonKeys are the field names read before a colon ("state: NM type:
// racino"); elsewhere a colon is English ("quick q: ...", "mohegan sun:
// which tier am i on"), so no other word before one is a key.
var colonKeys = set("state", "type", "near", "program", "program_name", "tier", "tier_name", "casino_name", "game_type", "language",
	"status", "tax_year", "radius_km", "has_hotel", "has_rewards", "amount", "amount_won", "avg_bet", "max_minutes", "period",
	"within_days")

// wordKeys are the fields whose value the rules read after the field's
// own words ("program True Rewards", "from 2025-07-01"): the sign only
// becomes a blank.
var wordKeys = set("program", "program_name", "tier", "tier_name", "from", "to")

// pairKeys are the fields developerForm reads (pairWords); another
// key=value written as a developer writes one ("pool=true", no blank
// before the sign, or a snake_case key) is a field /ask does not know.
var pairKeys = union(wordKeys, set("language", "status", "near", "q", "name", "state", "casino_name", "casino", "type",
	"casino_type", "has_hotel", "has_rewards", "radius_km", "game_type", "game", "amount_won", "amount", "avg_bet", "hours",
	"max_minutes", "period", "tax_year", "year", "within_days"))

// casinoTypeValues are the values of the directory's type filter.
var casinoTypeValues = set("tribal", "commercial", "racino")

// gameValues are the game types of the service's tables, and the words
// of a game joined as a field's value is ("slot_machine", "black_jack").
var gameValues = func() map[string]bool {
	out := map[string]bool{}
	for _, g := range games {
		out[g.game] = true
		out[strings.Join(g.words, "_")] = true
	}
	return out
}()

// periodWords are a budget period's values and how the rules read them.
var periodWords = map[string]string{"day": "a day", "daily": "a day", "week": "a week", "weekly": "a week", "month": "a month",
	"monthly": "a month"}

// truthValues are the values of a yes-or-no field.
var truthValues = map[string]bool{"true": true, "yes": true, "1": true, "false": false, "no": false, "0": false}

// actionWords are the catalog's actions /ask answers, in the words the
// rules read; an action name the rules already read split at its
// underscores ("list_trips" is "list trips") is not listed.
var actionWords = map[string]string{
	"search_casinos":        "casinos",
	"w2g_threshold_check":   "w2g threshold for",
	"tier_progress":         "my progress to the next tier",
	"tier_status":           "my tiers",
	"bankroll_status":       "my bankroll",
	"qualification_amount":  "qualification",
	"set_budget":            "set my budget",
	"set_session_limit":     "set my session limit",
	"list_rewards_programs": "rewards programs",
	// the player's own reads, whose names say no "my" the rules read
	"predict_all_casinos": "my next offer at every casino",
	"get_my_connections":  "my hosts",
	"get_suggestions":     "my tier match suggestions",
	// the service's table of house edges and paces, which game_facts
	// reads a game's row of
	"get_comp_ratios": "house edge and pace of",
}

// proposedChanges are the two changes /ask proposes.
var proposedChanges = set("set_budget", "set_session_limit")

// answeredActions are the catalog's actions (and the MCP tools' names of
// the directory's reads) some intent of /ask maps to, or whose answer it
// gives from the same tables (w2g_threshold_check, get_resources, and
// get_comp_ratios, whose table of house edges and paces game_facts reads
// one game's row of).
var answeredActions = set("search_casinos", "get_casino", "list_rewards_programs", "get_rewards_program", "list_trips",
	"list_sessions", "list_visits", "list_vouchers", "list_offers", "expiring_offers", "list_w2g", "tax_year_summary",
	"tier_status", "tier_progress", "bankroll_status", "predict", "predict_all_casinos", "calculate", "search_hosts",
	"get_my_connections", "get_suggestions", "get_risk_profile", "set_budget", "set_session_limit", "get_resources",
	"w2g_threshold_check", "decisions_per_hour", "house_edge", "get_comp_ratios")

// unansweredActions are the catalog's other actions: changes /ask does
// not propose, the admin's and the hosts' own actions, and reads no
// intent maps to (trip_summary, offer_ranking, get_host_profile): a
// developer naming one asks for that action, and an answer from another
// (trips for trip_summary) would be a different answer presented as it.
// TestEveryActionIsAnsweredOrRefused keeps the two lists whole; any name
// opening with a verb of change or an admin's or host's prefix is
// refused as well (unansweredPrefixes).
var unansweredActions = set("accept_lead", "activity_feed", "add_offer", "add_trip", "add_voucher", "admin_list_users",
	"admin_set_role", "admin_verify_tier", "analyze_history", "bankroll_add", "bankroll_history", "card_recommendation",
	"check_in", "consent_history", "create_api_key", "create_request", "create_share_link", "decline_lead",
	"delete_bankroll_entry", "delete_machine", "delete_offer", "delete_session", "delete_tier", "delete_trip", "delete_visit",
	"delete_w2g", "end_session", "follow_player", "freeplay_optimizer", "generate_letter", "generate_session_log",
	"generate_summary", "generate_w2g_report", "get_consent", "get_featured_hosts", "get_host_profile",
	"get_notification_settings", "get_requests", "get_session", "get_templates", "get_trip", "host_add_note",
	"host_dashboard", "host_list_players", "host_player_detail", "host_update_profile", "list_api_keys", "list_followers",
	"list_following", "list_leads", "list_machines", "list_notifications", "list_share_links", "log_session",
	"machine_stats", "manual_w2g", "mark_notification_read", "match_hosts", "offer_ranking", "redeem_voucher",
	"request_connection", "revoke_api_key", "revoke_share_link", "save_machine", "set_consent", "start_session",
	"tier_history", "tier_retention_plan", "trip_summary", "trip_value_estimate", "unfollow_player", "update_lead_status",
	"update_notification_settings", "update_offer_status", "update_profile", "update_trip", "update_w2g", "upsert_tier",
	"visit_stats", "voucher_summary")

var unansweredPrefixes = []string{"add_", "delete_", "update_", "create_", "revoke_", "admin_", "host_"}

// featurePathActions are the spec's feature endpoints (all POST, with a
// required "action") and the actions each takes; "player" is POST
// /v1/player, which takes any player action. A POST there with its
// action=... names that action, which is read as the action's name is
// (a read answered, a change refused by name); an action the path does
// not take is no request the service would answer.
var featurePathActions = map[string]map[string]bool{
	"comp/calculate": set("calculate", "analyze_history", "get_comp_ratios"),
	"comp/predict":   set("predict", "predict_all_casinos"),
	"tier-match":     set("get_suggestions", "generate_letter", "create_request", "get_requests", "get_templates"),
	"rg":             set("get_risk_profile", "get_resources", "set_budget", "set_session_limit"),
	"hosts/discover": set("search_hosts", "get_host_profile", "get_featured_hosts", "get_my_connections", "request_connection"),
	"tax-report":     set("generate_summary", "generate_session_log", "generate_w2g_report"),
	"player":         nil,
}

// actionFieldRE is the action a feature endpoint's body names:
// action=name, action: name, or "action": "name" as JSON writes it.
var actionFieldRE = regexp.MustCompile(`(?i)"?\baction"?[ \t]*[=:][ \t]*"?([A-Za-z][A-Za-z0-9_]*)"?`)

// jsonPairRE is a JSON member of a tool call's or a body's arguments
// ("game_type": "roulette", "limit": 5), which developerForm reads as the
// key=value pair it is.
var jsonPairRE = regexp.MustCompile(`"([A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*)"[ \t]*:[ \t]*("[^"]*"|[0-9][0-9.]*|true|false)`)

// loneActions are the catalog's one-word actions /ask answers, in the
// words the rules read: a developer's line opening with one before its
// fields ("calculate game_type=craps avg_bet=25 hours=3") names the
// action, where the English verb alone ("calculate my comps") is read
// as it is.
var loneActions = map[string]string{"calculate": "comps for", "predict": "my next offer"}

// mcpCallWords are the MCP method and the inspector's flags before a
// tool's name and arguments ("tools/call list_rewards_programs",
// "--method tools/call --tool-name search_casinos --tool-arg q=bellagio"):
// they say only that a tool is called, which the tool's name says.
var mcpCallWords = set("tools/call", "--method", "--tool-name", "--tool-arg")

// actionTools are the MCP tools that take any action of an area, named
// by their "action" argument ('player_action {"action": "tier_progress",
// ...}'): the action named says what is asked, and the tool's name
// only carries it, as POST /v1/player does.
var actionTools = set("player_action")

// detailKeys are the fields a get_casino line names its casino by: the
// casino's details are asked, not a search by name.
var detailKeys = set("name", "q", "casino_name", "casino")

// personalPaths are the spec's paths of the key owner's own records.
var personalPaths = set("tiers", "trips", "sessions", "visits", "vouchers", "offers", "w2g", "w2gs", "bankroll", "hosts")

// programKeys are the fields whose value is a rewards program: the
// directory search's program filter (search_casinos program=...) and a
// program named for its tiers. The value must be a program's name as
// the directory writes it (in any case, "_" for a blank: program=penn_play)
// or its id, as GET /v1/casinos?program= takes it; anything else is
// declined rather than read as words: "program=bally" read as a casino
// name would answer the casinos whose names hold "bally", which is not
// the program's list.
var programKeys = set("program", "program_name")

// developerForm is query with the developer's names, pairs and paths in
// plain words; false with a note when they ask what /ask does not do.
// programs are the directory's, which a program=... value must name.
func developerForm(query string, programs []Program) (string, string, bool) {
	if !strings.ContainsAny(query, "_=:/") {
		return query, "", true
	}
	query = withoutMCPCall(query)
	if strings.Contains(query, "\":") || strings.Contains(query, "\" :") {
		query = jsonPairRE.ReplaceAllStringFunc(query, func(member string) string {
			m := jsonPairRE.FindStringSubmatch(member)
			value := m[2]
			if !strings.ContainsAny(value, " \t") {
				value = strings.Trim(value, `"`) // one word, as key=value writes it
			}
			return m[1] + "=" + value
		})
		query = strings.NewReplacer("{", " ", "}", " ").Replace(query)
	}
	if m := httpPathRE.FindStringSubmatchIndex(query); m != nil {
		method := strings.ToUpper(query[m[2]:m[3]])
		path := strings.Trim(query[m[4]:m[5]], "/")
		if actions, feature := featurePathActions[strings.ToLower(path)]; feature && method == "POST" {
			// "POST /v1/comp/predict action=predict_all_casinos": the
			// action names what is asked; the path only carries it
			a := actionFieldRE.FindStringSubmatch(query[m[1]:])
			if a == nil {
				return "", "POST /v1/" + path + " needs its action: name it, e.g. action=" + firstAction(actions, path) + ".", false
			}
			if name := strings.ToLower(a[1]); actions != nil && !actions[name] {
				return "", name + " is no action of POST /v1/" + path + ".", false
			}
			query = query[:m[0]] + query[m[1]:]
			return developerForm(query, programs)
		}
		if method != "GET" {
			return "", "/ask only reads: a " + method + " changes data and is sent to the path itself.", false
		}
		first, rest, _ := strings.Cut(path, "/")
		words := strings.ReplaceAll(first, "-", " ")
		if personalPaths[strings.ToLower(first)] && rest == "" {
			words = "my " + words
		}
		if rest != "" {
			words += " " + strings.ReplaceAll(rest, "/", " ")
		}
		query = query[:m[0]] + "show " + words + query[m[1]:]
	}
	if first, rest, ok := strings.Cut(strings.TrimSpace(query), " "); ok {
		if w, lone := loneActions[strings.ToLower(first)]; lone && pairRE.MatchString(rest) && strings.Contains(rest, "=") {
			query = w + " " + rest
		}
	}
	changes := 0
	detail := false
	for _, name := range snakeRE.FindAllString(query, -1) {
		n := strings.ToLower(name)
		detail = detail || n == "get_casino"
		if unansweredActions[n] || hasAnyPrefix(n, unansweredPrefixes) {
			return "", "/ask does not answer with " + n + ": it reads the directory and the player's records and proposes only " +
				"a loss budget or a session time limit; call the action itself.", false
		}
		if proposedChanges[n] {
			changes++
		}
	}
	if m := statusPairRE.FindStringSubmatch(query); m != nil {
		// "list_offers status=open": a voucher's status is no offer's,
		// and the offers would be listed whole
		v := strings.ToLower(m[1])
		_, offer := offerStatuses[v]
		_, voucher := voucherStatuses[v]
		lower := strings.ToLower(query)
		if (strings.Contains(lower, "offers") && !offer) || (strings.Contains(lower, "voucher") && !voucher) {
			return "", "\"" + m[0] + "\" is no status of that list.", false
		}
	}
	if changes > 1 {
		return "", "/ask proposes one change at a time: ask for each on its own.", false
	}
	var b strings.Builder
	last := 0
	pairs := pairRE.FindAllStringSubmatchIndex(query, -1)
	for j, m := range pairs {
		if m[0] < last {
			continue
		}
		key := strings.ToLower(query[m[2]:m[3]])
		sign := query[m[4]:m[5]]
		if sign == ":" && !colonKeys[key] {
			continue
		}
		if next := query[m[4]+1:]; strings.HasPrefix(next, ">") || strings.HasPrefix(next, "=") {
			// "caesars platinum => mgm": an arrow, read as "to"
			continue
		}
		if !pairKeys[key] && !strings.Contains(key, "_") && (sign == ":" || m[4] > m[3]) {
			// "if 1 tier credit = $5 played": an equation in English,
			// spaced, of a word no field has
			continue
		}
		if programKeys[key] {
			end := len(query)
			if j+1 < len(pairs) {
				end = pairs[j+1][0]
			}
			name, n, ok := programValue(query[m[1]:end], programs)
			if !ok && sign == ":" {
				// "program: which one has the best comps": English
				continue
			}
			if !ok {
				return "", "\"" + strings.TrimSpace(query[m[2]:end]) + "\" names no rewards program: give a program's name as " +
					"GET /v1/rewards-programs lists it (such as \"Bally Rewards\"), or its id.", false
			}
			b.WriteString(query[last:m[0]])
			b.WriteString(strings.ReplaceAll(key, "_", " ") + " " + name)
			last = m[1] + n
			continue
		}
		value := pairValueRE.FindString(query[m[1]:])
		words, whole, ok := pairWords(key, value)
		if key == "action" && sign == "=" {
			// "action=predict_all_casinos": the action's own name, read
			// as it is when named alone
			words, whole, ok = actionValue(value)
		}
		if detail && detailKeys[key] && ok {
			// get_casino name="Borgata Hotel Casino & Spa": that
			// casino's details, which the rules give only when the
			// words name one casino
			words, whole = "details of ", false
		}
		if !ok && sign == ":" {
			// "status: what tier am i at borgata": a heading in English
			continue
		}
		if !ok {
			return "", "/ask does not know the field or value \"" + query[m[2]:m[1]] + value + "\".", false
		}
		b.WriteString(query[last:m[0]])
		b.WriteString(words)
		last = m[1]
		if whole {
			last += len(value)
		}
	}
	b.WriteString(query[last:])
	query = b.String()
	return snakeRE.ReplaceAllStringFunc(query, func(name string) string {
		if w, ok := actionWords[strings.ToLower(name)]; ok {
			return w
		}
		return name
	}), "", true
}

// pairWords are the plain words of the pair key=value: only the key's
// (the value left as typed after them) or, when whole, the pair's. false
// when the key is no field /ask reads or the value none it takes.
func pairWords(key, value string) (words string, whole bool, ok bool) {
	v := strings.ToLower(value)
	// an amount, a bet, a time, a radius: a positive number ("-50" is
	// no budget, and would be read as 50)
	number := func() bool {
		n, err := strconv.ParseFloat(strings.TrimPrefix(strings.ReplaceAll(v, ",", ""), "$"), 64)
		return err == nil && n > 0
	}
	switch key {
	case "near":
		return "near ", false, value != ""
	case "q", "name":
		return "named ", false, value != ""
	case "state":
		// a code typed as a field's value is a code, in any case
		// ("state=in" is Indiana); "in" before it is how the rules read
		// a state searched in
		if len(value) == 2 {
			return "in " + strings.ToUpper(value), true, true
		}
		return "in ", false, value != ""
	case "casino_name", "casino":
		return "at ", false, value != ""
	case "type", "casino_type":
		return v, true, casinoTypeValues[v]
	case "has_hotel", "has_rewards":
		yes, known := truthValues[v]
		what := "a hotel"
		if key == "has_rewards" {
			what = "a rewards program"
		}
		if !yes {
			return "without " + what, true, known
		}
		return "with " + what, true, known
	case "radius_km":
		return "within " + value + " km", true, number()
	case "game_type", "game":
		return strings.ReplaceAll(v, "_", " "), true, gameValues[v]
	case "amount_won":
		return "won $" + strings.TrimPrefix(value, "$"), true, number()
	case "amount":
		return "$" + strings.TrimPrefix(value, "$"), true, number()
	case "avg_bet":
		return "$" + strings.TrimPrefix(value, "$") + " average bet", true, number()
	case "hours":
		return value + " hours", true, number()
	case "max_minutes":
		return value + " minutes", true, number()
	case "period":
		w, known := periodWords[v]
		return w, true, known
	case "tax_year", "year":
		return "tax year " + value, true, len(v) == 4 && number()
	case "language":
		// a language no host is listed with would be dropped
		return "language ", false, languages[v]
	case "status":
		// a status the list does not have would be dropped, and the
		// whole list answered
		_, offer := offerStatuses[v]
		_, voucher := voucherStatuses[v]
		return "status ", false, offer || voucher
	case "within_days":
		return "within " + value + " days", true, number()
	}
	if wordKeys[key] {
		return strings.ReplaceAll(key, "_", " ") + " ", false, value != ""
	}
	return "", false, false
}

// actionValue is the words of an action=... value: the action's name,
// which developerForm reads as a name typed alone, or a one-word
// action's words; false for a name that is no action /ask answers (an
// unanswered action is refused by name before).
func actionValue(value string) (string, bool, bool) {
	v := strings.ToLower(strings.Trim(value, `"'`))
	if w, ok := loneActions[v]; ok {
		return w, true, true
	}
	return v, true, answeredActions[v]
}

// firstAction is an action path takes, for a note's example.
func firstAction(actions map[string]bool, path string) string {
	if path == "player" {
		return "list_trips"
	}
	names := make([]string, 0, len(actions))
	for a := range actions {
		names = append(names, a)
	}
	slices.Sort(names)
	return names[0]
}

// withoutMCPCall is query without an MCP call's method and flags
// (mcpCallWords), and without an action tool's name (actionTools) when an
// action is named, which carry no question.
func withoutMCPCall(query string) string {
	tool := actionFieldRE.MatchString(query) && strings.Contains(strings.ToLower(query), "_action")
	if !strings.Contains(query, "tools/call") && !strings.Contains(query, "--tool") && !tool {
		return query
	}
	fields := strings.Fields(query)
	kept := fields[:0]
	for _, f := range fields {
		if !mcpCallWords[strings.ToLower(f)] && !(tool && actionTools[strings.ToLower(f)]) {
			kept = append(kept, f)
		}
	}
	return strings.Join(kept, " ")
}

// hasAnyPrefix: s begins with one of prefixes.
func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// programValue reads the program a program=... value names at the start
// of text (the text after the sign, up to the next pair): a program's id,
// or a program's name in any case with "_" or blanks between its words,
// optionally in quotes; the longest name when one name begins another.
// It returns the program's name as the directory writes it and how many
// bytes of text the value takes.
func programValue(text string, programs []Program) (string, int, bool) {
	if q := text; len(q) > 0 && (q[0] == '"' || q[0] == '\'') {
		closing := strings.IndexByte(q[1:], q[0])
		if closing < 0 {
			return "", 0, false
		}
		name, n, ok := programValue(q[1:1+closing], programs)
		if !ok || n != closing {
			return "", 0, false // the quotes hold more than a program's name
		}
		return name, closing + 2, true
	}
	if id := pairValueRE.FindString(text); len(id) == 36 {
		for _, p := range programs {
			if strings.EqualFold(p.ID, id) {
				return p.Name, len(id), true
			}
		}
	}
	// The words of text with where each ends, "_" read as a blank.
	var words []string
	var ends []int
	for i := 0; i < len(text); {
		for i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == '_') {
			i++
		}
		start := i
		for i < len(text) && !strings.ContainsRune(" \t\r\n_,;?!", rune(text[i])) {
			i++
		}
		end := start + len(strings.TrimRight(text[start:i], ".:)"))
		if end == start {
			break
		}
		words = append(words, strings.ToLower(text[start:end]))
		ends = append(ends, end)
	}
	best, bestLen := "", 0
	for _, p := range programs {
		name := strings.Fields(strings.ToLower(p.Name))
		if len(name) > bestLen && len(name) <= len(words) && slices.Equal(name, words[:len(name)]) {
			best, bestLen = p.Name, len(name)
		}
	}
	if bestLen == 0 {
		return "", 0, false
	}
	return best, ends[bestLen-1], true
}

// A developer names the player a key answers for by the key or its
// account ("predict_all_casinos for this account", "tier_status for the
// current key", "hosts connected to this account", "trips under this api
// key"), or an agent by "this user": the key's holder is the asker, as
// "my" is, and never a casino's name or a word left unread.
var (
	// holderPrepositions join the holder to what is asked of them.
	holderPrepositions = set("for", "on", "of", "to", "under", "in", "with", "from", "by", "behind")
	// holderDeterminers point at the key in use.
	holderDeterminers = set("this", "the", "my", "our", "that")
	// holderModifiers may stand between the determiner and the noun
	// ("the current api key", "this authenticated account").
	holderModifiers = set("current", "calling", "authenticated", "active", "api", "same", "present")
	// holderNouns are the key and its account.
	holderNouns = set("account", "key", "apikey", "token")
)

// claimKeyHolder reads "<preposition> this account" (the key, this user)
// as the asker's own: the determiner is read "my" ("on this account" is
// "on my account") and the words are claimed, so that none is searched
// as a casino's name; a possessive ("this account's trips") as well.
func claimKeyHolder(q *question) {
	for i := 0; i < len(q.toks); i++ {
		if !holderDeterminers[q.norm(i)] || !q.free(i, i) {
			continue
		}
		j := i + 1
		for holderModifiers[q.norm(j)] && j+1 < len(q.toks) {
			j++
		}
		if j >= len(q.toks) {
			break
		}
		raw := strings.ToLower(q.toks[j].raw)
		base := strings.TrimSuffix(strings.TrimSuffix(raw, "'s"), "’s")
		possessive := base != raw
		noun := holderNouns[base] || (q.norm(i) == "this" && j == i+1 && relayedPeople[base])
		if !noun || !q.free(i, j) {
			continue
		}
		start := i
		if i > 0 && holderPrepositions[q.norm(i-1)] && q.free(i-1, i-1) {
			start = i - 1
		} else if !possessive {
			// "delete my account", "the key to winning": no holder
			// without a preposition before it or a possessive after
			continue
		}
		q.toks[i].norm = "my"
		if relayedPeople[base] {
			// "for this user" is "for me", as relayedPerson reads "for
			// the user"; "this user's" is "my"
			q.toks[i].norm = ""
			q.toks[j].norm = "me"
			if possessive {
				q.toks[j].norm = "my"
			}
		}
		q.claim(start, j)
		i = j
	}
}
