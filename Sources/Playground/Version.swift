/// The release version, shown by `pigsplode --version`; the one place it is written.
public let pigsplodeVersion = "0.2.0"
