package rg_test

import (
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/transport/apitest"
)

func TestSetSessionLimit(t *testing.T) {
	h := apitest.NewAt(t, time.Date(2026, 5, 4, 12, 0, 0, 0, time.UTC))
	p := h.NewPlayer(t, "read")
	data := p.Call(t, rgPath, "set_session_limit", map[string]any{"max_minutes": 120}).Data(t)
	l := apitest.Object(t, data["limit"])
	apitest.WantNum(t, l, "amount", 120)
	if l["unit"] != "minutes" {
		t.Errorf("unit = %v", l["unit"])
	}
	data = p.Call(t, rgPath, "set_session_limit", map[string]any{"max_minutes": 240}).Data(t)
	apitest.WantNum(t, apitest.Object(t, data["limit"]), "amount", 120)
	if !strings.Contains(data["message"].(string), "240 minutes") {
		t.Errorf("message = %v", data["message"])
	}
	for _, v := range []any{0, 1441, 1.5, "60"} {
		p.Call(t, rgPath, "set_session_limit", map[string]any{"max_minutes": v}).WantInvalid(t, "max_minutes")
	}
	t.Run("an Idempotency-Key replays the first answer", func(t *testing.T) {
		key := map[string]string{"Idempotency-Key": "0b7e1f1e-7c52-4b0e-8d4f-5d6c1a2b3c4d"}
		body := map[string]any{"action": "set_session_limit", "max_minutes": 90}
		first := p.Post(t, rgPath, body, key)
		again := p.Post(t, rgPath, body, key)
		if string(first.Body) != string(again.Body) || again.Header.Get("Idempotent-Replayed") != "true" {
			t.Errorf("not replayed: %s / %s", first.Body, again.Body)
		}
	})
}
