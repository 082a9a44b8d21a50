package vouchers_test

import (
	"context"
	"encoding/json"
	"strconv"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// now is the clock of every voucher test: today is 2026-06-10 (UTC).
var now = time.Date(2026, time.June, 10, 15, 0, 0, 0, time.UTC)

func newHarness(t *testing.T) *apitest.Harness {
	t.Helper()
	return apitest.New(t, apitest.Options{Clock: apitest.NewClock(now)})
}

// day is today moved by n days.
func day(n int) *tierline.Date {
	d := tierline.DateOf(now).AddDays(n)
	return &d
}

// storeVoucher inserts a voucher of account with the stored status,
// amount and expiry (created an hour apart from the previous one, in
// call order, so the newest-first tie-break is known).
func storeVoucher(t *testing.T, h *apitest.Harness, account uuid.UUID, status string, amount float64, expires *tierline.Date) *persistence.Voucher {
	t.Helper()
	created++
	v := &persistence.Voucher{
		ID: uuid.New(), AccountID: account, CasinoName: "Aria", Amount: amount, ExpiresOn: expires, Status: status,
		CreatedAt: tierline.NewTimestamp(now.Add(time.Duration(created-1000) * time.Hour)),
	}
	if status == "redeemed" {
		at := tierline.NewTimestamp(now.Add(-time.Hour))
		v.RedeemedAt = &at
	}
	if _, err := h.DB.NewInsert().Model(v).Exec(context.Background()); err != nil {
		t.Fatalf("insert voucher: %v", err)
	}
	return v
}

var created int

// storedVoucher reads a voucher row back.
func storedVoucher(t *testing.T, h *apitest.Harness, id uuid.UUID) *persistence.Voucher {
	t.Helper()
	v := new(persistence.Voucher)
	if err := h.DB.NewSelect().Model(v).Where("vo.id = ?", id).Scan(context.Background()); err != nil {
		t.Fatalf("read voucher %s: %v", id, err)
	}
	return v
}

// wantNumber checks that a JSON number is exactly want (money: the float
// nearest the decimal, as a correct cent sum produces).
func wantNumber(t *testing.T, what string, got any, want float64) {
	t.Helper()
	n, ok := got.(json.Number)
	if !ok {
		t.Errorf("%s = %v (%T), want the number %v", what, got, got, want)
		return
	}
	if f, err := strconv.ParseFloat(n.String(), 64); err != nil || f != want {
		t.Errorf("%s = %s, want exactly %v", what, n, want)
	}
}

// ids lists the "id" of each object of a JSON array.
func ids(t *testing.T, list any) []string {
	t.Helper()
	items, ok := list.([]any)
	if !ok {
		t.Fatalf("%v is not an array", list)
	}
	out := []string{}
	for _, it := range items {
		out = append(out, it.(map[string]any)["id"].(string))
	}
	return out
}

func idsOf(vs ...*persistence.Voucher) []string {
	out := []string{}
	for _, v := range vs {
		out = append(out, v.ID.String())
	}
	return out
}
