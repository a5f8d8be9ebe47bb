// What other features may use from the calendar.
export { CalendarWidget } from "./components/calendar-widget";
export { DaysCalendar } from "./components/days-calendar";
