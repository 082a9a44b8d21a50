package ask

import "testing"

// tuningTenthControl are the tuning phrases of the forty-seventh fix
// round (a tenth control part), in words of their own.
func tuningTenthControl(t testing.TB) []expectation {
	return []expectation{
		// A cap wished for what is capped ("I want my sessions to end
		// after ..."), and a cap opening the clause after a first one
		// that only tells why, is the limit to set; a wish for the
		// records themselves reads them.
		{query: "I'd like my sessions to end after 80 minutes", intent: SetSessionLimit, params: params{"max_minutes": 80}},
		{query: "I get carried away, so I want each session to wrap up by 2 hours.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "money's tight, so no more than $60 a day", intent: SetBudget, params: params{"amount": 60, "period": "day"}},
		{query: "I'd like my sessions at Ho-Chunk Gaming Madison", intent: MySessions, params: params{"casino_name": "Ho-Chunk Gaming Madison"}},
		{query: "I lose track of time, so show me my sessions", intent: MySessions, params: params{}},
	}
}
