package offers

import (
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
)

// offerView is an offer as actions return it: the spec's Offer fields,
// its status as read on the day asked, and the code and description.
type offerView struct {
	persistence.Offer
	Code        *string `json:"code"`
	Description *string `json:"description"`
}

// viewOffer shows o as it reads on today (an available offer past its
// expiration date shows expired).
func viewOffer(o persistence.Offer, today domain.Date) offerView {
	o.ReadAsOf(today)
	return offerView{Offer: o, Code: o.Code, Description: o.Description}
}
