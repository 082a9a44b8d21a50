package web

import (
	"context"
	"database/sql"
	"net/http"
	"net/mail"
	"strings"

	"github.com/uptrace/bun"
	"go.uber.org/zap"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/passwords"
	"github.com/tierline/tierline/persistence"
)

// accountData is the account page: one form per task, each with its own
// errors.
type accountData struct {
	Name, Email string
	Role        string
	Errors      map[string]string
}

func (s *Site) accountView(w http.ResponseWriter, r *http.Request, status int, d accountData) error {
	u := userOf(r.Context())
	if d.Errors == nil {
		d.Errors = map[string]string{}
		d.Email = u.Account.Email
		if u.Account.Name != nil {
			d.Name = *u.Account.Name
		}
	}
	d.Role = u.Account.Role
	s.render(w, r, status, "account", &view{Title: "Your account", Section: "account", Data: d})
	return nil
}

func (s *Site) accountPage(w http.ResponseWriter, r *http.Request) error {
	return s.accountView(w, r, http.StatusOK, accountData{})
}

// updateAccount changes the name and email. A new email is the new
// sign-in name, so changing it asks for the password.
func (s *Site) updateAccount(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	u := userOf(ctx)
	d := accountData{Name: strings.TrimSpace(r.PostForm.Get("name")), Email: strings.TrimSpace(r.PostForm.Get("email")), Errors: map[string]string{}}
	addr, err := mail.ParseAddress(d.Email)
	switch {
	case d.Email == "":
		d.Errors["email"] = "Enter your email address."
	case err != nil || addr.Address != d.Email || len(d.Email) > 254:
		d.Errors["email"] = "Enter an email address such as ann@example.com."
	}
	if len([]rune(d.Name)) > 100 {
		d.Errors["name"] = "Use at most 100 characters."
	}
	if len(d.Errors) == 0 && !strings.EqualFold(d.Email, u.Account.Email) {
		if acct, _, err := s.checkPassword(ctx, u.Account.Email, r.PostForm.Get("password")); err != nil {
			return err
		} else if acct == nil {
			d.Errors["profile_password"] = "To change the email, enter your current password."
		}
	}
	if len(d.Errors) > 0 {
		return s.accountView(w, r, http.StatusBadRequest, d)
	}
	var name *string
	if d.Name != "" {
		name = &d.Name
	}
	err = persistence.NewAccounts(s.DB).UpdateProfile(ctx, u.Account.ID, name, d.Email)
	if domain.ErrorCode(err) == domain.EINVALID {
		d.Errors["email"] = sentence(err)
		return s.accountView(w, r, http.StatusBadRequest, d)
	} else if err != nil {
		return err
	}
	s.flash(ctx, "Your name and email are saved.")
	http.Redirect(w, r, "/settings/account", http.StatusSeeOther)
	return nil
}

// changePassword asks for the current password, sets the new one and
// signs out every other session of the account; this one continues under
// a new session id.
func (s *Site) changePassword(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	u := userOf(ctx)
	d := accountData{Errors: map[string]string{}, Email: u.Account.Email}
	if u.Account.Name != nil {
		d.Name = *u.Account.Name
	}
	acct, _, err := s.checkPassword(ctx, u.Account.Email, r.PostForm.Get("current_password"))
	if err != nil {
		return err
	}
	next := r.PostForm.Get("new_password")
	switch {
	case acct == nil:
		d.Errors["current_password"] = "This is not your current password."
	case next != r.PostForm.Get("confirm_password"):
		d.Errors["confirm_password"] = "The two new passwords differ."
	default:
		if err := passwords.Check("new_password", next, u.Account.Email); err != nil {
			d.Errors["new_password"] = sentence(err)
		}
	}
	if len(d.Errors) > 0 {
		return s.accountView(w, r, http.StatusBadRequest, d)
	}
	hash, err := passwords.Hash(next)
	if err != nil {
		return err
	}
	var pw *persistence.AccountPassword
	err = s.DB.RunInTx(ctx, (*sql.TxOptions)(nil), func(ctx context.Context, tx bun.Tx) error {
		var err error
		if pw, err = persistence.NewCredentials(tx).SetPassword(ctx, u.Account.ID, hash, s.Now()); err != nil {
			return err
		}
		return persistence.EndSessions(ctx, tx, u.Account.ID)
	})
	if err != nil {
		return err
	}
	if err := s.startSession(ctx, &u.Account, pw); err != nil {
		return err
	}
	s.flash(ctx, "Your password is changed. Every other session of your account is signed out.")
	http.Redirect(w, r, "/settings/account", http.StatusSeeOther)
	return nil
}

// exportAccount streams every record of the account as one JSON
// attachment.
func (s *Site) exportAccount(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	u := userOf(ctx)
	now := s.Now()
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="tierline-export-`+now.UTC().Format("2006-01-02")+`.json"`)
	h.Set("Cache-Control", "no-store")
	// The headers go first: that is when the session is saved, before
	// the export holds a connection (SQLite has one).
	w.WriteHeader(http.StatusOK)
	opts := &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true}
	if !persistence.IsPostgres(s.DB) {
		opts = nil // SQLite's transactions are serializable already
	}
	err := s.DB.RunInTx(ctx, opts, func(ctx context.Context, tx bun.Tx) error {
		return persistence.ExportAccount(ctx, tx, u.Account.ID, now, w)
	})
	if err != nil {
		// The status is sent; all that is left is to cut the document
		// short (it will not parse) and log why.
		s.Log.Error("site: export failed", zap.String("request_id", s.RequestID(ctx)), zap.Error(err))
		panic(http.ErrAbortHandler)
	}
	return nil
}

// deleteAccount deletes the account and every record of it in one
// transaction, once the owner has typed the account's email.
func (s *Site) deleteAccount(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	u := userOf(ctx)
	typed := strings.TrimSpace(r.PostForm.Get("confirm_email"))
	if !strings.EqualFold(typed, u.Account.Email) {
		d := accountData{Errors: map[string]string{"confirm_email": "Type your account's email exactly to confirm; nothing was deleted."}}
		d.Email = u.Account.Email
		if u.Account.Name != nil {
			d.Name = *u.Account.Name
		}
		return s.accountView(w, r, http.StatusBadRequest, d)
	}
	err := s.DB.RunInTx(ctx, (*sql.TxOptions)(nil), func(ctx context.Context, tx bun.Tx) error {
		if err := persistence.LockAccount(ctx, tx, u.Account.ID); err != nil {
			return err
		}
		return persistence.DeleteAccount(ctx, tx, u.Account.ID)
	})
	if err != nil {
		return err
	}
	if err := s.endSession(ctx, "Your account and every record of it are deleted. Its API keys no longer work."); err != nil {
		return err
	}
	http.Redirect(w, r, "/", http.StatusSeeOther)
	return nil
}
