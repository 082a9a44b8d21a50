package describe

import (
	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/persistence"
)

// The resource schemas, written once from the tables of the API
// specification ("Resources and their fields"). A test checks each against
// the JSON names of its persistence model, so the two cannot drift apart.
// Every field is always present in a response (null where unknown), so
// every field is required; "T or null" is the 3.1 type array [T, "null"].

func typ(t string, kv ...any) *Object { return obj(append([]any{"type", t}, kv...)...) }

func orNull(t string, kv ...any) *Object {
	return obj(append([]any{"type", []any{t, "null"}}, kv...)...)
}

func ref(name string) *Object { return obj("$ref", "#/components/schemas/"+name) }

// object is an object schema whose properties are all required.
func object(description string, props ...any) *Object {
	p := obj(props...)
	return obj("type", "object", "description", description, "required", p.Keys(), "properties", p)
}

func casinoTypes() []any {
	return append(anys(directory.CasinoTypes), nil) // or null: unknown
}

// anys is a vocabulary as a schema's enum.
func anys(words []string) []any {
	out := make([]any, 0, len(words)+1)
	for _, w := range words {
		out = append(out, w)
	}
	return out
}

// resourceSchemas are the resources of the specification, by component
// name.
func resourceSchemas() *Object {
	return obj(
		"Casino", object("A casino of the public directory. Unknown values are null, never guessed.",
			"id", typ("string", "format", "uuid"),
			"slug", typ("string", "description", "Stable across installations: name slug, state slug, first 8 hex digits of the id."),
			"name_slug", orNull("string"),
			"state_slug", orNull("string"),
			"name", typ("string"),
			"city", orNull("string"),
			"state", orNull("string", "description", "Two-letter U.S. state code."),
			"county", orNull("string"),
			"country", orNull("string"),
			"lat", orNull("number"),
			"lon", orNull("number"),
			"casino_type", orNull("string", "enum", casinoTypes()),
			"tribal_nation", orNull("string"),
			"nigc_license_type", orNull("string"),
			"opened_year", orNull("integer"),
			"gaming_floor_sqft", orNull("integer"),
			"slot_machines", orNull("integer"),
			"table_games", orNull("integer"),
			"website", orNull("string"),
			"brand", orNull("string"),
			"has_hotel", orNull("boolean"),
			"hotel_rooms", orNull("integer"),
			"has_rewards_program", typ("boolean"),
			"distance_km", orNull("number", "description", "Great-circle kilometres from the point of a search by place (GET /v1/casinos?near=...); null elsewhere."),
		),
		"RewardsProgram", object("A casino loyalty program.",
			"id", typ("string", "format", "uuid"),
			"program_name", typ("string"),
			"brand", orNull("string"),
			"property", orNull("string"),
			"region", orNull("string"),
			"url", orNull("string"),
			"ladder_note", orNull("string", "description", "Why the ladder is missing or partial (no public source found for the rest); null when the ladder is complete."),
		),
		"Tier", object("One rung of a rewards program's tier ladder. verified is true only where the source states the values; unknown values are null.",
			"id", typ("string"),
			"name", typ("string"),
			"level", typ("integer"),
			"qualification", orNull("string"),
			"qualification_amount", orNull("number"),
			"qualification_unit", orNull("string"),
			"benefits", typ("array", "items", obj()),
			"verified", typ("boolean"),
			"source", orNull("string", "format", "uri", "description", "The page the tier was checked against."),
			"checked", orNull("string", "format", "date", "description", "The date the source shows (published or updated) or, where it shows none, the day it was read."),
		),
		"Account", object("The owner of the API key.",
			"id", typ("string"),
			"email", typ("string"),
			"name", orNull("string"),
			"role", typ("string"),
		),
		"UserTier", object("The key owner's status at one casino.",
			"id", typ("string"),
			"casino_name", typ("string"),
			"tier", typ("string"),
			"points_balance", typ("number"),
			"points_needed", typ("number"),
			"tier_expires_at", orNull("string", "format", "date"),
			"ytd_coin_in", typ("number"),
			"ytd_theo", typ("number"),
		),
		"Trip", object("A trip of the key owner.",
			"id", typ("string"),
			"casino_name", typ("string"),
			"property", orNull("string"),
			"start_date", orNull("string", "format", "date"),
			"end_date", orNull("string", "format", "date"),
			"coin_in", orNull("number"),
			"created_at", typ("string", "format", "date-time"),
		),
		"Offer", object("An offer a casino sent the key owner. An available offer past its expiration date reads as expired.",
			"id", typ("string"),
			"casino_name", typ("string"),
			"offer_type", orNull("string"),
			"value", orNull("number"),
			"status", orNull("string"),
			"expiration_date", orNull("string", "format", "date"),
			"created_at", typ("string", "format", "date-time"),
		),
		"CasinoDetail", obj(
			"description", "A casino with its rewards program (null when it has none) and that program's tier ladder.",
			"allOf", []any{ref("Casino"), obj(
				"type", "object",
				"required", []any{"rewards_program", "tiers"},
				"properties", obj(
					"rewards_program", obj("anyOf", []any{ref("RewardsProgram"), typ("null")}),
					"tiers", typ("array", "items", ref("Tier")),
				),
			)},
		),
		"RewardsProgramDetail", obj(
			"description", "A rewards program with its tier ladder.",
			"allOf", []any{ref("RewardsProgram"), obj(
				"type", "object",
				"required", []any{"tiers"},
				"properties", obj("tiers", typ("array", "items", ref("Tier"))),
			)},
		),
		"Moved", obj(
			"type", "object",
			"description", "The answer of a 301: where the resource is now. Clients that follow redirects never see it.",
			"required", []any{"slug", "location"},
			"properties", obj(
				"slug", typ("string", "description", "The resource's slug now."),
				"location", typ("string", "format", "uri-reference", "description", "The resource's address now; the same as the Location header."),
			),
		),
		"SharedView", obj(
			"type", "object",
			"description", "What a share link shows: the resource type and the link's expiry beside the shared resource's fields.",
			"required", []any{"resource_type", "expires_at"},
			"properties", obj(
				"resource_type", typ("string", "enum", anys(persistence.ShareResourceTypes)),
				"expires_at", typ("string", "format", "date-time"),
			),
		),
	)
}
