package ask

import "testing"

// tuningPart145 tunes the rules of the hundred-and-forty-fifth part's
// fix round (a control part), each in other words than the part: "end
// up" or "wind up" before a status verb's gerund ("did I end up
// cashing") is what came of the records, as its past says, and no
// offer ending; "turn down" and "pass on" are an offer declined, a
// status no voucher holds; "owned", "run" or "operated by" before a
// name searched is who runs the casinos, as for a nation; and "I'm
// planning my trip" after a question is what the asker is busy with.
// Guards keep a voucher turned down, an owner that is no name searched,
// and a plan "to" do something with a condition declined.
func tuningPart145(t testing.TB) []expectation {
	return []expectation{
		// What came of the records, and offers turned down.
		{query: "Which vouchers did I end up cashing?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "which offers did I wind up using", intent: MyOffers, params: params{"status": "redeemed"}},
		{query: "which offers did I turn down", intent: MyOffers, params: params{"status": "declined"}},
		{query: "show the offers I passed on", intent: MyOffers, params: params{"status": "declined"}},
		{query: "which vouchers did I turn down", intent: Unknown},

		// Who runs the casinos searched.
		{query: "casinos owned by Boyd Gaming", intent: FindCasinos, params: params{"q": "Boyd Gaming"}},
		{query: "which casinos does Boyd Gaming operate in Nevada", intent: FindCasinos, params: params{"q": "Boyd Gaming", "state": "NV"}},
		{query: "casinos owned by my uncle", intent: Unknown},

		// A plan told after the question.
		{query: "Which casinos in Ohio are racinos? I'm planning my next trip.", intent: FindCasinos, params: params{"state": "OH", "type": "racino"}},
		{query: "casinos near Elko? I'm planning to stay at a hotel.", intent: Unknown},
	}
}
