// SKELETON — the 2011 MPL API surface is being written here.
import CorePayments
