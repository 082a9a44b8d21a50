package web

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"net/mail"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
	"go.uber.org/zap"

	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/passwords"
	"github.com/tierline/tierline/persistence"
)

// signinData is the sign-in form.
type signinData struct {
	Email string
	Next  string
	Error string
}

// wrongCredentials is the one message of a failed sign-in: it does not say
// whether the email has an account.
const wrongCredentials = "The email or the password is wrong."

func (s *Site) signinForm(w http.ResponseWriter, r *http.Request) error {
	next := safeNext(r.URL.Query().Get("next"))
	if userOf(r.Context()) != nil {
		http.Redirect(w, r, next, http.StatusSeeOther)
		return nil
	}
	s.render(w, r, http.StatusOK, "signin", &view{Title: "Sign in", Section: "signin", Data: signinData{Next: next}})
	return nil
}

func (s *Site) signin(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	email := strings.TrimSpace(r.PostForm.Get("email"))
	password := r.PostForm.Get("password")
	next := safeNext(r.PostForm.Get("next"))
	form := signinData{Email: email, Next: next}
	addr := s.ClientAddr(r)
	if wait := s.throttle.wait(ctx, email, addr); wait > 0 {
		secs := int((wait + time.Second - 1) / time.Second)
		w.Header().Set("Retry-After", strconv.Itoa(secs))
		form.Error = fmt.Sprintf("Too many failed sign-ins. Wait %s and try again.", waitText(secs))
		s.render(w, r, http.StatusTooManyRequests, "signin", &view{Title: "Sign in", Section: "signin", Data: form})
		return nil
	}
	acct, pw, err := s.checkPassword(ctx, email, password)
	if err != nil {
		return err
	}
	if acct == nil {
		s.throttle.failed(ctx, email, addr)
		form.Error = wrongCredentials
		s.render(w, r, http.StatusBadRequest, "signin", &view{Title: "Sign in", Section: "signin", Data: form})
		return nil
	}
	if err := s.startSession(ctx, acct, pw); err != nil {
		return err
	}
	http.Redirect(w, r, next, http.StatusSeeOther)
	return nil
}

// waitText is a wait in words.
func waitText(secs int) string {
	switch {
	case secs < 90:
		return fmt.Sprintf("%d seconds", secs)
	case secs < 90*60:
		return fmt.Sprintf("%d minutes", (secs+59)/60)
	default:
		return fmt.Sprintf("%d hours", (secs+3599)/3600)
	}
}

// checkPassword returns the account whose email and password these are,
// with its password row, or nil when they are wrong. An unknown email, an
// account without a password and a wrong password take the same time and
// give the same answer. A hash made with older costs is replaced.
func (s *Site) checkPassword(ctx context.Context, email, password string) (*persistence.Account, *persistence.AccountPassword, error) {
	acct, err := persistence.NewAccounts(s.DB).ByEmail(ctx, email)
	if domain.ErrorCode(err) == domain.ENOTFOUND || email == "" {
		passwords.VerifyNobody(password)
		return nil, nil, nil
	} else if err != nil {
		return nil, nil, err
	}
	creds := persistence.NewCredentials(s.DB)
	pw, err := creds.Password(ctx, acct.ID)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		passwords.VerifyNobody(password)
		return nil, nil, nil
	} else if err != nil {
		return nil, nil, err
	}
	ok, rehash, err := passwords.Verify(password, pw.Hash)
	if err != nil {
		return nil, nil, err
	}
	if !ok {
		return nil, nil, nil
	}
	if rehash {
		if h, err := passwords.Hash(password); err == nil {
			if err := creds.RehashPassword(ctx, acct.ID, h); err != nil {
				s.Log.Warn("re-hashing a password", zap.Error(err))
			}
		}
	}
	return acct, pw, nil
}

func (s *Site) signout(w http.ResponseWriter, r *http.Request) error {
	if err := s.endSession(r.Context(), "You are signed out."); err != nil {
		return err
	}
	http.Redirect(w, r, "/", http.StatusSeeOther)
	return nil
}

// signupData is the sign-up form.
type signupData struct {
	Email, Name string
	Errors      map[string]string
}

func (s *Site) signupForm(w http.ResponseWriter, r *http.Request) error {
	if s.Config.Signup != config.SignupOpen {
		s.render(w, r, http.StatusNotFound, "signup-closed", &view{Title: "Sign-up is closed", Section: "signup"})
		return nil
	}
	if userOf(r.Context()) != nil {
		http.Redirect(w, r, "/", http.StatusSeeOther)
		return nil
	}
	s.render(w, r, http.StatusOK, "signup", &view{Title: "Create an account", Section: "signup", Data: signupData{}})
	return nil
}

func (s *Site) signup(w http.ResponseWriter, r *http.Request) error {
	if s.Config.Signup != config.SignupOpen {
		s.render(w, r, http.StatusNotFound, "signup-closed", &view{Title: "Sign-up is closed", Section: "signup"})
		return nil
	}
	ctx := r.Context()
	form := signupData{Email: strings.TrimSpace(r.PostForm.Get("email")), Name: strings.TrimSpace(r.PostForm.Get("name")), Errors: map[string]string{}}
	password := r.PostForm.Get("password")
	addr, err := mail.ParseAddress(form.Email)
	switch {
	case form.Email == "":
		form.Errors["email"] = "Enter your email address."
	case err != nil || addr.Address != form.Email || len(form.Email) > 254:
		form.Errors["email"] = "Enter an email address such as ann@example.com."
	}
	if len([]rune(form.Name)) > 100 {
		form.Errors["name"] = "Use at most 100 characters."
	}
	if err := passwords.Check("password", password, form.Email); err != nil {
		form.Errors["password"] = sentence(err)
	} else if password != r.PostForm.Get("confirm") {
		form.Errors["confirm"] = "The two passwords differ."
	}
	if len(form.Errors) > 0 {
		s.render(w, r, http.StatusBadRequest, "signup", &view{Title: "Create an account", Section: "signup", Data: form})
		return nil
	}
	hash, err := passwords.Hash(password)
	if err != nil {
		return err
	}
	now := s.Now()
	acct := &persistence.Account{ID: uuid.New(), Email: form.Email, Role: persistence.RolePlayer, CreatedAt: domain.NewTimestamp(now)}
	if form.Name != "" {
		acct.Name = &form.Name
	}
	var pw *persistence.AccountPassword
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := persistence.NewAccounts(tx).Create(ctx, acct); err != nil {
			return err
		}
		var err error
		pw, err = persistence.NewCredentials(tx).SetPassword(ctx, acct.ID, hash, now)
		return err
	})
	if domain.ErrorCode(err) == domain.EINVALID {
		// Saying the email is taken tells a stranger it has an account;
		// sign-up is open, so this is as much as an open sign-up can hide.
		form.Errors["email"] = "An account with this email exists already: sign in instead."
		s.render(w, r, http.StatusBadRequest, "signup", &view{Title: "Create an account", Section: "signup", Data: form})
		return nil
	} else if err != nil {
		return err
	}
	if err := s.startSession(ctx, acct, pw); err != nil {
		return err
	}
	s.flash(ctx, "Welcome to Tierline. Your account is ready.")
	http.Redirect(w, r, "/", http.StatusSeeOther)
	return nil
}

// passwordData is the set-password form of a one-time link.
type passwordData struct {
	Token  string
	Email  string
	Errors map[string]string
	Broken string
}

func (s *Site) passwordForm(w http.ResponseWriter, r *http.Request) error {
	token := r.URL.Query().Get("token")
	form := passwordData{Token: token}
	id, err := persistence.NewCredentials(s.DB).PasswordLink(r.Context(), token, s.Now())
	if err != nil {
		if domain.ErrorCode(err) != domain.EINVALID {
			return err
		}
		form.Broken = sentence(err)
		s.render(w, r, http.StatusBadRequest, "password-set", &view{Title: "Set your password", Data: form})
		return nil
	}
	acct, err := persistence.NewAccounts(s.DB).ByID(r.Context(), id)
	if err != nil {
		return err
	}
	form.Email = acct.Email
	s.render(w, r, http.StatusOK, "password-set", &view{Title: "Set your password", Data: form})
	return nil
}

func (s *Site) setPassword(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	form := passwordData{Token: r.PostForm.Get("token"), Errors: map[string]string{}}
	creds := persistence.NewCredentials(s.DB)
	id, err := creds.PasswordLink(ctx, form.Token, s.Now())
	if err != nil {
		if domain.ErrorCode(err) != domain.EINVALID {
			return err
		}
		form.Broken = sentence(err)
		s.render(w, r, http.StatusBadRequest, "password-set", &view{Title: "Set your password", Data: form})
		return nil
	}
	acct, err := persistence.NewAccounts(s.DB).ByID(ctx, id)
	if err != nil {
		return err
	}
	form.Email = acct.Email
	password := r.PostForm.Get("password")
	if err := passwords.Check("password", password, acct.Email); err != nil {
		form.Errors["password"] = sentence(err)
	} else if password != r.PostForm.Get("confirm") {
		form.Errors["confirm"] = "The two passwords differ."
	}
	if len(form.Errors) > 0 {
		s.render(w, r, http.StatusBadRequest, "password-set", &view{Title: "Set your password", Data: form})
		return nil
	}
	hash, err := passwords.Hash(password)
	if err != nil {
		return err
	}
	now := s.Now()
	err = s.DB.RunInTx(ctx, (*sql.TxOptions)(nil), func(ctx context.Context, tx bun.Tx) error {
		if _, err := persistence.NewCredentials(tx).UsePasswordLink(ctx, form.Token, now); err != nil {
			return err
		}
		if _, err := persistence.NewCredentials(tx).SetPassword(ctx, acct.ID, hash, now); err != nil {
			return err
		}
		// Whoever was signed in with the old password is signed out.
		return persistence.EndSessions(ctx, tx, acct.ID)
	})
	if domain.ErrorCode(err) == domain.EINVALID {
		form.Broken = sentence(err)
		s.render(w, r, http.StatusBadRequest, "password-set", &view{Title: "Set your password", Data: form})
		return nil
	} else if err != nil {
		return err
	}
	if userOf(ctx) != nil {
		if err := s.endSession(ctx, ""); err != nil {
			return err
		}
	}
	s.flash(ctx, "Your password is set. Sign in with it.")
	http.Redirect(w, r, "/signin", http.StatusSeeOther)
	return nil
}

// sentence is a field error's message without the field's name, as a
// sentence for the form beside that field.
func sentence(err error) string {
	msg := domain.ErrorMessage(err)
	if i := strings.Index(msg, ": "); i > 0 && !strings.Contains(msg[:i], " ") {
		msg = msg[i+2:]
	}
	if msg == "" {
		return msg
	}
	msg = strings.ToUpper(msg[:1]) + msg[1:]
	if !strings.HasSuffix(msg, ".") {
		msg += "."
	}
	return msg
}
