/// The version `spendreport --version` prints.
public enum SpendAnalyticsVersion {
    /// The version `spendreport --version` prints.
    public static let string = "0.1.0"
}
