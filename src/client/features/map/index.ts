// What other features may use from the map.
export { RouteWidget } from "./components/route-widget";
