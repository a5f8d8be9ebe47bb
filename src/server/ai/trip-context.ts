// The compact, data-only picture of one trip that the assistant answers from:
// the offline assistant reads it directly, a model gets it as a JSON block.
// People are named (a former member's name is null), never given by id.
import type { WeatherDay } from "@shared/weather";
import type { DayItemKind, LegMode } from "@shared/days";
import type { Role } from "@shared/trips";
import type { MoneySummary } from "@shared/budget-rules";

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
  /** `you` marks the member asking. */
  members: Array<{ name: string; email: string; role: Role; you: boolean }>;
  /**
   * The trip's days from the days read model (what the Days view, calendar,
   * feeds and PDF show): each day's items in order. A stay's check-in id is
   * `<id>:in`, its check-out `<id>:out`; a reservation's last day `<id>:end`.
   */
  days: Array<{
    date: string;
    items: Array<{
      id: string;
      kind: DayItemKind;
      title: string;
      startTime: string | null;
      endTime: string | null;
      stay?: "check-in" | "check-out";
      reservationType?: string;
      address?: string | null;
      /** A stay's city. */
      city?: string | null;
      /** To-dos: ticked off. */
      done?: boolean;
    }>;
  }>;
  /** The packing list and the to-do list, in their order; `assignee` is a member's name. */
  lists: {
    packing: Array<{ text: string; done: boolean; assignee: string | null }>;
    todo: Array<{ text: string; done: boolean; due: string | null; assignee: string | null }>;
  };
  /** City stays and calendar events, in date order. */
  itinerary: Array<{
    title: string;
    description: string | null;
    city: string | null;
    country: string | null;
    startDate: string | null;
    endDate: string | null;
    startTime: string | null;
    endTime: string | null;
  }>;
  /**
   * Travel between the itinerary's stops in order, as the day plan and the
   * map give it: routed, or a great-circle estimate (`estimate`) at the
   * assumed speed of its mode.
   */
  travel: Array<{ from: string; to: string; km: number; minutes: number; mode: LegMode; estimate: boolean }>;
  /** The weather of the trip's days as the dashboard shows it: forecast or climate, °C and mm; [] without a weather service. */
  weather: WeatherDay[];
  reservations: Array<{
    id: string;
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
    address: string | null;
    openingHours: string | null;
  }>;
  /**
   * The trip's planned, spent and remaining as every screen shows them: with a
   * budget, remaining is budget − spent and `unallocated` is budget − planned.
   */
  money: MoneySummary;
  /** Budget allocations (planned and spent per category), empty when none. */
  budget: Array<{ category: string; name: string; city: string | null; planned: string; spent: string }>;
  /**
   * Expenses and payments, newest first. `amountInTripCurrency` and the shares
   * are in the trip's currency; a payment is paid by `paidBy` to its one share holder.
   */
  expenses: Array<{
    kind: "expense" | "payment";
    description: string;
    amount: string;
    currency: string;
    amountInTripCurrency: string;
    date: string;
    category: string;
    paidBy: string | null;
    shares: Array<{ name: string | null; amount: string }>;
  }>;
  /**
   * Each member's paid and share (expenses only), sent and received (payments),
   * net = paid − share + sent − received, in the trip's currency; and the
   * transfers that settle everyone.
   */
  balances: {
    members: Array<{ name: string | null; paid: string; share: string; sent: string; received: string; net: string }>;
    settlements: Array<{ from: string | null; to: string | null; amount: string }>;
  };
  /** Saved price quotes, newest first; `booked` when a reservation was made from one. */
  quotes: {
    flights: Array<{
      origin: string;
      destination: string;
      departureDate: string;
      returnDate: string | null;
      passengers: number;
      cabinClass: string;
      price: string;
      currency: string;
      airline: string | null;
      directFlight: boolean;
      estimate: boolean;
      booked: boolean;
    }>;
    hotels: Array<{
      hotelName: string;
      location: string;
      address: string | null;
      checkInDate: string;
      checkOutDate: string;
      guests: number;
      rooms: number;
      roomType: string | null;
      price: string;
      pricePerNight: string | null;
      currency: string;
      rating: number | null;
      estimate: boolean;
      booked: boolean;
    }>;
  };
}
