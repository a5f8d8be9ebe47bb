// The compact, data-only picture of one trip that the assistant answers from:
// the offline assistant reads it directly, a model gets it as a JSON block.
import type { Role } from "@shared/trips";

export interface TripContext {
  /** The asker's local date (YYYY-MM-DD). */
  today: string;
  trip: {
    name: string;
    description: string | null;
    startDate: string | null;
    endDate: string | null;
    currency: string;
    /** The trip's overall budget as a decimal string, when set. */
    budget: string | null;
  };
  members: Array<{ name: string; email: string; role: Role }>;
  /** City stays and calendar events, in date order. */
  itinerary: Array<{
    title: string;
    description: string | null;
    city: string | null;
    country: string | null;
    startDate: string | null;
    endDate: string | null;
    startTime: string | null;
  }>;
  reservations: Array<{
    name: string;
    type: string;
    status: string;
    date: string;
    time: string | null;
    endDate: string | null;
    confirmationNumber: string | null;
    cost: string | null;
    city: string | null;
    country: string | null;
  }>;
  /** Budget allocations (planned and spent per category), empty when none. */
  budget: Array<{ category: string; name: string; city: string | null; planned: string; spent: string }>;
}
