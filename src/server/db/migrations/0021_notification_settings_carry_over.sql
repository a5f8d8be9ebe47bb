-- Hand-written data carry-over (not generated): the old "trip updates" and
-- "reservation reminders" switches become per-kind settings before their
-- columns are dropped by the next migration. Off meant no e-mail and no push
-- for the kinds each switch covered; kinds left out keep their defaults.
UPDATE "user_preferences" SET "notifications" =
  (CASE WHEN "trip_updates" THEN '{}'::jsonb ELSE jsonb_build_object(
    'trip.added', jsonb_build_object('email', 'off', 'push', false),
    'member.joined', jsonb_build_object('email', 'off', 'push', false),
    'reservation.changed', jsonb_build_object('email', 'off', 'push', false),
    'expense.added', jsonb_build_object('email', 'off', 'push', false),
    'payment.recorded', jsonb_build_object('email', 'off', 'push', false),
    'mention', jsonb_build_object('email', 'off', 'push', false),
    'poll.opened', jsonb_build_object('email', 'off', 'push', false),
    'list.assigned', jsonb_build_object('email', 'off', 'push', false)) END)
  || (CASE WHEN "reservation_reminders" THEN '{}'::jsonb ELSE jsonb_build_object(
    'reminder.checkin', jsonb_build_object('email', 'off', 'push', false),
    'reminder.departure', jsonb_build_object('email', 'off', 'push', false)) END)
WHERE NOT ("trip_updates" AND "reservation_reminders");
