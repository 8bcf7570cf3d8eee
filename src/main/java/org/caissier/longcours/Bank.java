package org.caissier.longcours;

/**
 * The Cashier's ledger: every M the bank paid out (starting cash, resales) and took in (purchases, the Corsair).
 * Money only moves between players otherwise, so players' cash plus {@link #balance()} is always zero.
 */
public record Bank(int paidOut, int received) {
    public Bank pay(int amount) {
        return new Bank(paidOut + amount, received);
    }

    public Bank receive(int amount) {
        return new Bank(paidOut, received + amount);
    }

    /** What the bank took in minus what it paid out. */
    public int balance() {
        return received - paidOut;
    }
}
