// Sign-in and registration bodies, shared by the forms and the server.
import { z } from "zod";

const email = z
  .string({ error: "Invalid email address" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Invalid email address" }).max(254, "Invalid email address"));

export const loginSchema = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024, "Password is too long"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  email,
  password: z
    .string({ error: "Password must be at least 6 characters" })
    .min(6, "Password must be at least 6 characters")
    .max(1024, "Password is too long"),
  firstName: z.string({ error: "First name is required" }).trim().min(1, "First name is required").max(100, "First name is too long"),
  lastName: z.string({ error: "Last name is required" }).trim().min(1, "Last name is required").max(100, "Last name is too long"),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The registration form adds a confirmation the server never sees. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;
