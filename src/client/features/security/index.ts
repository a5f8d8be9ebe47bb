// What other features may use from security: Profile → Security's cards.
export { TwoStepCard } from "./components/two-step-card";
export { SessionsCard } from "./components/sessions-card";
