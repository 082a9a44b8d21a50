package keys

import "github.com/tierline/tierline/internal/domain"

// rules is the Rules of every key-management action.
const rules = "Registered so the name is known; an API key can never call it, whatever its scopes (a key cannot mint, list or revoke keys): the pipeline answers 403 insufficient_scope before any field is read. Keys are managed on the site and with the tierline keys command."

// refused is what the handler answers should the pipeline ever let a call
// through: the same 403.
func refused(action string) error {
	return domain.Errorf(domain.EFORBIDDEN, "The action %q is a key action and is never available through an API key.", action)
}
