// Package vouchers holds the TITO voucher actions of POST /v1/player, one file each.
package vouchers
