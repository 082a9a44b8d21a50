package rgrules

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
)

var usd = domain.DollarsOf

func TestRequestTightensAtOnceAndLoosensAfterCoolingOff(t *testing.T) {
	now := time.Date(2026, 5, 4, 12, 0, 0, 0, time.UTC)
	f := func(v int64) *int64 { return &v }
	tests := []struct {
		name      string
		current   *int64 // cents
		value     int64
		amount    int64
		pending   bool
		tightened bool
	}{
		{"a first limit applies at once", nil, 50000, 50000, false, true},
		{"a lower budget applies at once", f(50000), 30000, 30000, false, true},
		{"the same value is not a loosening", f(50000), 50000, 50000, false, true},
		{"a higher budget waits 24 hours", f(30000), 80000, 30000, true, false},
	}
	for _, tt := range tests {
		c := Request(tt.current, tt.value, now, "dollars")
		if c.Amount != tt.amount || (c.Pending != nil) != tt.pending || c.Tightened != tt.tightened || c.Message == "" {
			t.Errorf("%s: %+v", tt.name, c)
		}
		if tt.pending && (*c.Pending != tt.value || !c.EffectiveAt.Equal(now.Add(24*time.Hour))) {
			t.Errorf("%s: pending %v at %v", tt.name, *c.Pending, c.EffectiveAt)
		}
	}
}

func TestPeriodStart(t *testing.T) {
	thu := time.Date(2026, 11, 19, 15, 0, 0, 0, time.UTC) // a Thursday
	if got := PeriodStart(BudgetWeek, thu); got != time.Date(2026, 11, 16, 0, 0, 0, 0, time.UTC) {
		t.Errorf("week starts %v, want Monday 16th", got)
	}
	if got := PeriodStart(BudgetMonth, thu); got.Day() != 1 {
		t.Errorf("month starts %v", got)
	}
	if got := PeriodStart(BudgetDay, thu); got.Hour() != 0 || got.Day() != 19 {
		t.Errorf("day starts %v", got)
	}
}

func TestIndicators(t *testing.T) {
	now := time.Date(2026, 5, 28, 23, 0, 0, 0, time.UTC)
	at := func(day, hour int) time.Time { return time.Date(2026, 5, day, hour, 0, 0, 0, time.UTC) }
	sessions := []Session{
		{Start: at(1, 10), End: at(1, 12), Net: usd(-200)},                     // loses
		{Start: at(1, 12).Add(30 * time.Minute), End: at(1, 13), Net: usd(50)}, // 30 min after a loss: chasing
		{Start: at(10, 10), End: at(10, 16), Net: usd(100)},                    // 6 hours
		{Start: at(20, 10), End: at(20, 11), Net: usd(-50)},
	}
	limit := int64(240)
	got := map[string]Indicator{}
	for _, i := range Indicators(sessions, []Budget{{Kind: BudgetMonth, Amount: usd(200), Lost: usd(250)}}, &limit, now, 28*24*time.Hour) {
		got[i.Name] = i
	}
	want := map[string]float64{
		"sessions_per_week": 1, "average_session_minutes": 142.5, "longest_session_minutes": 360,
		"losses_vs_budget_month": 125, "sessions_started_soon_after_a_loss": 1, "limit_breaches": 2,
	}
	for name, v := range want {
		i, ok := got[name]
		if !ok || i.Value == nil || *i.Value != v {
			t.Errorf("%s = %+v, want %v", name, i, v)
		}
		if i.Note == "" {
			t.Errorf("%s has no note", name)
		}
	}
	if !got["longest_session_minutes"].Flagged || !got["limit_breaches"].Flagged || !got["sessions_started_soon_after_a_loss"].Flagged {
		t.Error("breaches are not flagged")
	}
}

func TestResourcesHaveSources(t *testing.T) {
	for _, r := range Resources {
		if r.Source == "" || r.URL == "" || r.Details == "" {
			t.Errorf("%s lacks a source, address or details", r.Name)
		}
	}
	if len(ResourcesFor("NJ")) != len(ResourcesFor(""))+1 {
		t.Error("NJ should add its self-exclusion program to the national resources")
	}
}

// secondSource is a link or a site's name in a resource's details.
var secondSource = regexp.MustCompile(`https?://|\b[a-z0-9.-]+\.(com|org|net|gov)\b`)

func TestStateProgramsNameOneStateAndTheirSources(t *testing.T) {
	seen := map[string]string{}
	for _, r := range Resources {
		if len(r.States) == 0 {
			continue
		}
		if len(r.States) != 1 || r.Kind != "self_exclusion" {
			t.Errorf("%s: a state resource is one state's self-exclusion program, got %v %s", r.Name, r.States, r.Kind)
		}
		if prev, ok := seen[r.States[0]]; ok {
			t.Errorf("%s lists two programs: %s and %s", r.States[0], prev, r.Name)
		}
		seen[r.States[0]] = r.Name
		if !strings.HasPrefix(r.Source, "http") || !strings.HasPrefix(r.URL, "http") {
			t.Errorf("%s: source %q and address %q must be links", r.Name, r.Source, r.URL)
		}
		// Where the sources disagree, both are named: a second link in
		// the details.
		if strings.Contains(r.Details, "differ") || strings.Contains(r.Details, "not settled") || strings.Contains(r.Details, "not confirmed") {
			if !secondSource.MatchString(r.Details) {
				t.Errorf("%s says its sources disagree but names only one", r.Name)
			}
		}
	}
	for _, st := range []string{"NJ", "PA", "NV", "MI", "IL", "IN", "OH", "NY", "MA", "MD", "MO", "CO", "IA", "MS", "LA", "KS", "WV", "DE", "CT", "AZ"} {
		if _, ok := seen[st]; !ok {
			t.Errorf("no self-exclusion entry for %s", st)
		}
		if got := ResourcesFor(st); len(got) != len(ResourcesFor(""))+1 || got[len(got)-1].States[0] != st {
			t.Errorf("ResourcesFor(%s) = %d resources, want the national ones and %s's program", st, len(got), st)
		}
	}
}

func TestEveryBudgetPeriodIsABudgetKind(t *testing.T) {
	for _, p := range BudgetPeriods {
		if k := BudgetKind(p); !slices.Contains(Kinds, k) || k == SessionMinutes {
			t.Errorf("period %q gives %q, which is not a budget kind of %v", p, k, Kinds)
		}
	}
}
