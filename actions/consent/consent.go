package consent

import (
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
)

// stateView is the current state of one consent: granted or not, and when
// it last changed (null when the player never set it: not granted).
type stateView struct {
	Granted   bool              `json:"granted"`
	ChangedAt *domain.Timestamp `json:"changed_at"`
}

// viewState is the state of consent given the account's latest events.
func viewState(latest map[string]persistence.ConsentEvent, consent string) stateView {
	e, ok := latest[consent]
	if !ok {
		return stateView{}
	}
	at := e.ChangedAt
	return stateView{Granted: e.Granted, ChangedAt: &at}
}
