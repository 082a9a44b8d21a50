// Package all wires every action package into registry.Default. Import it
// for its side effect; nothing else fills the default registry.
package all

import (
	_ "github.com/tierline/tierline/actions/admin"         // admin (always refused)
	_ "github.com/tierline/tierline/actions/bankroll"      // bankroll
	_ "github.com/tierline/tierline/actions/comp"          // POST /v1/comp/calculate and /v1/comp/predict
	_ "github.com/tierline/tierline/actions/consent"       // consent
	_ "github.com/tierline/tierline/actions/hostbook"      // host
	_ "github.com/tierline/tierline/actions/hostsearch"    // POST /v1/hosts/discover and /v1/match-hosts
	_ "github.com/tierline/tierline/actions/keys"          // API-key management (always refused)
	_ "github.com/tierline/tierline/actions/leads"         // leads
	_ "github.com/tierline/tierline/actions/machines"      // machines
	_ "github.com/tierline/tierline/actions/notifications" // notifications
	_ "github.com/tierline/tierline/actions/offers"        // offers
	_ "github.com/tierline/tierline/actions/optimizers"    // optimizers
	_ "github.com/tierline/tierline/actions/rg"            // POST /v1/rg
	_ "github.com/tierline/tierline/actions/sessions"      // sessions
	_ "github.com/tierline/tierline/actions/sharing"       // sharing
	_ "github.com/tierline/tierline/actions/social"        // social
	_ "github.com/tierline/tierline/actions/tax"           // W-2G and tax
	_ "github.com/tierline/tierline/actions/taxreport"     // POST /v1/tax-report
	_ "github.com/tierline/tierline/actions/tiermatch"     // POST /v1/tier-match
	_ "github.com/tierline/tierline/actions/tiers"         // tiers
	_ "github.com/tierline/tierline/actions/trips"         // trips
	_ "github.com/tierline/tierline/actions/visits"        // visits
	_ "github.com/tierline/tierline/actions/vouchers"      // vouchers
)
