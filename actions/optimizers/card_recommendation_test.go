package optimizers_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/transport/apitest"
)

func TestCardRecommendation(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")
	for _, f := range []tier{
		{casino: "Harrah's Las Vegas", name: "Diamond", balance: 16000, needed: 9000},
		{casino: "Flamingo Las Vegas", name: "platinum", balance: 90000},
		{casino: "Linq Hotel & Casino", name: "Titanium"},
		{casino: "Bellagio Hotel and Casino", name: "Gold"},
		{casino: "Joe's Card Room", name: "Member"},
	} {
		addTier(t, ann, f)
	}
	addTier(t, bob, tier{casino: "Paris Resort Casino", name: "Seven Stars"})
	caesarsPalace := directory.CasinoSlug(directory.CasinoID("Caesars Palace Casino", "NV"), "Caesars Palace Casino", "NV")
	program := directory.ProgramID("Caesars Rewards")
	properties := h.Count(t, "casinos", "rewards_program_id = ?", program)

	check := func(t *testing.T, data map[string]any) {
		t.Helper()
		casino := apitest.Object(t, data["casino"])
		if casino["slug"] != caesarsPalace || casino["name"] != "Caesars Palace Casino" || data["reason"] != nil {
			t.Errorf("casino %v, reason %v", casino, data["reason"])
		}
		rp := apitest.Object(t, data["rewards_program"])
		if rp["program_name"] != "Caesars Rewards" || rp["id"] != program.String() || data["program_status"] != "known" {
			t.Errorf("program %v (%v)", rp, data["program_status"])
		}
		sisters := apitest.Array(t, data["sister_properties"])
		if len(sisters) != properties-1 || properties < 2 {
			t.Errorf("%d sister properties, want %d", len(sisters), properties-1)
		}
		var names []string
		for _, s := range sisters {
			names = append(names, apitest.Object(t, s)["name"].(string))
		}
		if slices.Contains(names, "Caesars Palace Casino") || !slices.Contains(names, "Harrah's Las Vegas") || !slices.IsSorted(names) {
			t.Errorf("sister properties %v: want the others, by name", names)
		}
		var held []string
		for _, y := range apitest.Array(t, data["your_tiers"]) {
			held = append(held, apitest.Object(t, apitest.Object(t, y)["tier"])["casino_name"].(string))
		}
		slices.Sort(held)
		if want := []string{"Flamingo Las Vegas", "Harrah's Las Vegas", "Linq Hotel & Casino"}; !slices.Equal(held, want) {
			t.Errorf("your_tiers at %v, want %v", held, want)
		}
		rec := apitest.Object(t, data["recommendation"])
		best := apitest.Object(t, rec["best_tier"])
		if rec["card"] != "Caesars Rewards" || apitest.Object(t, best["tier"])["tier"] != "Diamond" || apitest.Num(t, best["level"]) != 3 ||
			apitest.Object(t, best["property"])["name"] != "Harrah's Las Vegas" {
			t.Errorf("recommendation = %v", rec)
		}
		reasons := strings.Join(toStrings(apitest.Array(t, rec["reasons"])), " | ")
		for _, part := range []string{"present your Caesars Rewards card", "Diamond (level 3 of 6)", "9000 points still needed"} {
			if !strings.Contains(reasons, part) {
				t.Errorf("reasons %q do not say %q", reasons, part)
			}
		}
	}

	t.Run("a Caesars property: the program's card, its sister properties and the best tier held in it", func(t *testing.T) {
		check(t, ann.MustAction(t, "card_recommendation", map[string]any{"casino_name": " caesars palace CASINO"}))
	})

	t.Run("casino_slug names the same casino", func(t *testing.T) {
		check(t, ann.MustAction(t, "card_recommendation", map[string]any{"casino_slug": caesarsPalace}))
	})

	t.Run("a tier off the ladder is listed without a level", func(t *testing.T) {
		data := ann.MustAction(t, "card_recommendation", map[string]any{"casino_name": "Caesars Palace Casino"})
		for _, y := range apitest.Array(t, data["your_tiers"]) {
			held := apitest.Object(t, y)
			tier := apitest.Object(t, held["tier"])["tier"]
			if (tier == "Titanium") != (held["level"] == nil) {
				t.Errorf("%v has level %v", tier, held["level"])
			}
		}
	})

	t.Run("without any tier in the program the reason says to join it", func(t *testing.T) {
		data := bob.MustAction(t, "card_recommendation", map[string]any{"casino_name": "Bellagio Hotel and Casino"})
		rec := apitest.Object(t, data["recommendation"])
		if rec["card"] != "MGM Rewards" || rec["best_tier"] != nil || len(apitest.Array(t, data["your_tiers"])) != 0 {
			t.Errorf("recommendation = %v, your_tiers %v", rec, data["your_tiers"])
		}
		if r := strings.Join(toStrings(apitest.Array(t, rec["reasons"])), " "); !strings.Contains(r, "join MGM Rewards") {
			t.Errorf("reasons %q", r)
		}
	})

	t.Run("a casino without a known program says none known", func(t *testing.T) {
		data := ann.MustAction(t, "card_recommendation", map[string]any{"casino_name": "Oaklawn Park Racing & Gaming"})
		if apitest.Object(t, data["casino"])["name"] != "Oaklawn Park Racing & Gaming" || data["rewards_program"] != nil || data["program_status"] != "none known" {
			t.Errorf("casino %v, program %v (%v)", data["casino"], data["rewards_program"], data["program_status"])
		}
		rec := apitest.Object(t, data["recommendation"])
		if rec["card"] != nil || len(apitest.Array(t, data["sister_properties"])) != 0 || len(apitest.Array(t, rec["reasons"])) == 0 {
			t.Errorf("recommendation = %v", rec)
		}
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
		tiers  int
	}{
		{"an unknown casino name", map[string]any{"casino_name": "joe's card room"}, 1},
		{"an unknown casino slug", map[string]any{"casino_slug": "no-such-casino-nv-00000000"}, 0},
	} {
		t.Run(tt.name+" is a 200 with a null casino and the reason", func(t *testing.T) {
			data := ann.MustAction(t, "card_recommendation", tt.fields)
			if data["casino"] != nil || data["rewards_program"] != nil || !strings.Contains(data["reason"].(string), "no single casino matching") {
				t.Errorf("casino %v, program %v, reason %v", data["casino"], data["rewards_program"], data["reason"])
			}
			if got := len(apitest.Array(t, data["your_tiers"])); got != tt.tiers {
				t.Errorf("%d of your tiers, want %d (the tier recorded under that very name)", got, tt.tiers)
			}
			if apitest.Object(t, data["recommendation"])["card"] != nil {
				t.Errorf("a card was recommended for an unknown casino")
			}
		})
	}

	t.Run("another player's tiers never count", func(t *testing.T) {
		data := h.NewPlayer(t, "read").MustAction(t, "card_recommendation", map[string]any{"casino_name": "Paris Resort Casino"})
		if len(apitest.Array(t, data["your_tiers"])) != 0 || apitest.Object(t, data["recommendation"])["best_tier"] != nil {
			t.Errorf("a new player sees tiers: %v", data["your_tiers"])
		}
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"neither casino_name nor casino_slug is given", map[string]any{}, "casino_name"},
		{"casino_name is blank", map[string]any{"casino_name": "  "}, "casino_name"},
		{"both are given", map[string]any{"casino_name": "Caesars Palace Casino", "casino_slug": caesarsPalace}, "casino_slug"},
		{"casino_name is too long", map[string]any{"casino_name": strings.Repeat("x", 201)}, "casino_name"},
		{"casino_slug is not a string", map[string]any{"casino_slug": 12}, "casino_slug"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "card_recommendation", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "card_recommendation", map[string]any{"casino_name": "Caesars Palace Casino"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}

func toStrings(v []any) []string {
	out := make([]string, len(v))
	for i, s := range v {
		out[i], _ = s.(string)
	}
	return out
}
