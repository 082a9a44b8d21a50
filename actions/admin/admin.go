package admin

import "github.com/tierline/tierline/internal/domain"

// rules is the Rules of every admin action.
const rules = "Registered so the name is known; an API key can never call it, whatever its scopes: the pipeline answers 403 insufficient_scope before any field is read. Admins act on the site."

// refused is what the handler answers should the pipeline ever let a call
// through: the same 403.
func refused(action string) error {
	return domain.Errorf(domain.EFORBIDDEN, "The action %q is an admin action and is never available through an API key.", action)
}
