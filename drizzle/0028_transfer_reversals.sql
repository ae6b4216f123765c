-- A refund of money already transferred to a clinic takes the clinic's share back (decision 063).
ALTER TABLE "payment_movements" DROP CONSTRAINT "payment_movements_kind_check";--> statement-breakpoint
ALTER TABLE "payment_movements" ADD CONSTRAINT "payment_movements_kind_check" CHECK ("payment_movements"."kind" in ('hold', 'capture', 'refund', 'void', 'transfer', 'transfer_reversal', 'commission'));
